import type { ReactNode } from 'react';
import type { PageSection } from '#/schemas/page.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';

const TONES = { plain: '', sand: 'bg-sand', soft: 'bg-primary-soft' } as const;

interface Props {
  id: string;
  copy: PageSection;
  children?: ReactNode;
  tone?: keyof typeof TONES;
  centred?: boolean;
}

export default function Section({ id, copy, children, tone = 'plain', centred = false }: Props) {
  const align = centred ? 'text-center mx-auto' : '';
  return (
    <section aria-labelledby={`${id}-heading`} className={`py-12 sm:py-20 ${TONES[tone]}`}>
      <div className="mx-auto max-w-page px-5 sm:px-8">
        {/* Centred from 1024 px, so a short intro does not leave the right half of the page empty. */}
        <div className={`max-w-prose ${align} lg:mx-auto lg:text-center`}>
          {copy.eyebrow && (
            <p className="mb-2 text-sm font-semibold tracking-wide text-accent uppercase">{copy.eyebrow}</p>
          )}
          <h2 id={`${id}-heading`} className="text-3xl text-ink">
            <HeadingText text={copy.heading} />
          </h2>
          {copy.text && <p className="mt-4 text-lg text-ink-soft">{copy.text}</p>}
        </div>
        {children && <div className="mt-8 sm:mt-10">{children}</div>}
      </div>
    </section>
  );
}
