import type { ReactNode } from 'react';
import PathArt from '#/components/art/PathArt.tsx';
import ScreenArt from '#/components/art/ScreenArt.tsx';
import ButtonLink from '#/components/ui/ButtonLink.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import type { PageSection } from '#/schemas/page.ts';

interface Props {
  approach: PageSection;
  online: PageSection;
}

function Way({ id, copy, art, children }: { id: string; copy: PageSection; art: ReactNode; children?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <div className="flex items-center gap-4 sm:gap-6">
        {art}
        <h2 id={`${id}-heading`} className="text-2xl text-ink">
          <HeadingText text={copy.heading} />
        </h2>
      </div>
      {copy.text && <p className="mt-4 text-ink-soft sm:text-lg">{copy.text}</p>}
      {children}
    </section>
  );
}

/** The two ways she works, side by side in one band, each with its picture (the specification's two further sections). */
export default function WaysOfWorking({ approach, online }: Props) {
  const art = 'w-20 shrink-0 rounded-lg bg-surface p-2 shadow-card sm:w-32 sm:p-3';
  return (
    <div className="bg-sand py-10 sm:py-20">
      <div className="mx-auto grid max-w-page gap-12 px-5 sm:px-8 md:grid-cols-2 lg:gap-20">
        <Way id="approach" copy={approach} art={<PathArt className={art} />} />
        {/* In person only, her answers leave its heading out: no online section. */}
        {online.heading && (
          <Way id="online" copy={online} art={<ScreenArt className={art} />}>
            <p className="mt-2">
              <ButtonLink href={paths.onlineTherapy} variant="quiet">
                {labels.aboutOnlineSessions}
              </ButtonLink>
            </p>
          </Way>
        )}
      </div>
    </div>
  );
}
