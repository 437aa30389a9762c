import type { ReactNode } from 'react';
import type { Photo } from '#/lib/art.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';
import Portrait from '#/components/ui/Portrait.tsx';

interface Props {
  heading: string;
  lead?: string | undefined;
  eyebrow?: string | undefined;
  /**
   * Her portrait (the about page), or the page's own upright picture: under the words on a phone,
   * beside them from 768 px, and larger than anywhere else on the site.
   */
  picture?: Photo | undefined;
  /** Above the heading (a back link). */
  children?: ReactNode;
  /** Below the lead (the about page's registrations). */
  after?: ReactNode;
  /** Under the words, beside the picture from 1024 px, under it on narrower screens (the about page's credentials). */
  facts?: ReactNode;
  /** Its background: a clinic's own colour, or the site's. */
  tint?: string | undefined;
}

/** Centred on wide screens unless a picture sits beside the words. */
export default function PageHero({
  heading,
  lead,
  eyebrow,
  picture,
  children,
  after,
  facts,
  tint = 'bg-primary-soft',
}: Props) {
  const centred = picture ? '' : 'md:text-center';
  const block = picture ? '' : 'md:mx-auto';
  return (
    <header className={tint}>
      <div
        className={`mx-auto grid max-w-page items-center gap-x-16 gap-y-10 px-5 py-10 sm:px-8 sm:py-16 ${picture ? 'page-hero-grid' : 'lg:py-20'}`}
      >
        <div className={picture ? '[grid-area:words]' : centred}>
          {children}
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
          <h1 className={`max-w-4xl text-4xl text-ink ${block}`}>
            <HeadingText text={heading} />
          </h1>
          {lead && <p className={`mt-5 max-w-prose text-lg text-ink-soft ${block}`}>{lead}</p>}
          {after && <div className={`mt-5 ${centred ? 'md:flex md:justify-center' : ''}`}>{after}</div>}
        </div>
        {picture && (
          <Portrait
            photo={picture}
            sizes="(min-width: 1024px) 28rem, (min-width: 768px) 20rem, calc(100vw - 3.25rem)"
            className="mr-3 [grid-area:photo] sm:mr-5"
            first
          />
        )}
        {facts && <div className="prose self-start text-base [grid-area:facts]">{facts}</div>}
      </div>
    </header>
  );
}
