import type { ReactNode } from 'react';
import type { PageSection } from '#/schemas/page.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';

const TONES = { plain: '', sand: 'bg-sand', soft: 'bg-primary-soft' } as const;

/**
 * 'stacked': the intro above the body, centred from 1024 px so a short intro leaves no empty half.
 * 'split': from 1024 px the intro (and `after`) in a narrow column beside the body.
 */
const LAYOUTS = {
  stacked: { grid: '', intro: 'max-w-prose lg:mx-auto lg:text-center', body: 'mt-8 sm:mt-10' },
  split: {
    grid: 'split-grid',
    intro: 'max-w-prose [grid-area:intro]',
    body: 'mt-8 [grid-area:body] lg:mt-0',
  },
} as const;

interface Props {
  id: string;
  copy: PageSection;
  children?: ReactNode;
  tone?: keyof typeof TONES;
  layout?: keyof typeof LAYOUTS;
  /** A picture beside the intro from 640 px (none on a phone: the words come first). */
  aside?: ReactNode;
  /** The section's own way on (a "View all" link): under the body, or under the intro when split. */
  after?: ReactNode;
}

export default function Section({ id, copy, children, tone = 'plain', layout = 'stacked', aside, after }: Props) {
  const { grid, intro, body } = LAYOUTS[aside ? 'split' : layout];
  const words = (
    <div className={aside ? 'max-w-prose' : intro}>
      {copy.eyebrow && <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">{copy.eyebrow}</p>}
      <h2 id={`${id}-heading`} className="text-3xl text-ink">
        <HeadingText text={copy.heading} />
      </h2>
      {copy.text && <p className="mt-3 text-ink-soft sm:mt-4 sm:text-lg">{copy.text}</p>}
      {aside && children && <div className="mt-6">{children}</div>}
    </div>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={`py-9 sm:py-20 ${TONES[tone]}`}>
      <div className="mx-auto max-w-page px-5 sm:px-8">
        {aside ? (
          <div className="items-center gap-12 sm:grid sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-20">
            <div className="hidden sm:block">{aside}</div>
            {words}
          </div>
        ) : (
          <div className={grid}>
            {words}
            {children && <div className={body}>{children}</div>}
            {after && <p className="mt-8 text-center [grid-area:after] lg:mt-8 lg:text-left">{after}</p>}
          </div>
        )}
      </div>
    </section>
  );
}
