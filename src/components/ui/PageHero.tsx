import type { ReactNode } from 'react';
import type { Photo } from '#/lib/art.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';
import Picture from '#/components/ui/Picture.tsx';

interface Props {
  heading: string;
  lead?: string | undefined;
  eyebrow?: string | undefined;
  /** A picture beside the words on wide screens, above them on a phone (cropped to the top). */
  picture?: Photo | undefined;
  children?: ReactNode;
  /** Below the lead (the about page's registrations). */
  after?: ReactNode;
}

/** Centred on wide screens unless a picture sits beside the words. */
export default function PageHero({ heading, lead, eyebrow, picture, children, after }: Props) {
  const centred = picture ? '' : 'md:text-center';
  const block = picture ? '' : 'md:mx-auto';
  return (
    <header className="bg-primary-soft">
      <div
        className={`mx-auto grid max-w-page items-center gap-10 px-5 py-10 sm:px-8 sm:py-20 ${picture ? 'lg:grid-cols-[minmax(0,1fr)_24rem]' : ''}`}
      >
        <div className={centred}>
          {children}
          {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
          <h1 className={`max-w-4xl text-4xl text-ink ${block}`}>
            <HeadingText text={heading} />
          </h1>
          {lead && <p className={`mt-5 max-w-prose text-lg text-ink-soft ${block}`}>{lead}</p>}
          {after && <div className="mt-5">{after}</div>}
        </div>
        {picture && (
          <Picture
            photo={picture}
            sizes="(min-width: 1024px) 24rem, 100vw"
            className="-order-1 aspect-[16/10] w-full rounded-lg object-cover object-top shadow-card lg:order-none lg:aspect-[4/3]"
          />
        )}
      </div>
    </header>
  );
}
