import type { ReactNode } from 'react';
import { labels } from '#/config/labels.ts';
import type { Photo } from '#/lib/art.ts';
import { formatUkDate, isoDay } from '#/lib/dates.ts';
import PageHero from './PageHero';
import Prose from './Prose';

interface Props {
  heading: string;
  lead?: string | undefined;
  /** Beside the heading: the page's own picture, or her portrait on the about page. */
  picture?: Photo | undefined;
  /** In the heading band, below the lead (the about page's registrations). */
  hero?: ReactNode;
  /** Above the text, across the page (the booking page's enquiry card and fees). */
  top?: ReactNode;
  /** Above the text, in its column (the booking page's helplines). */
  before?: ReactNode;
  /** The page's text: its blocks, which the prose spaces as its own. */
  children: ReactNode;
  /** At the end of the text, styled as part of it (the about page's credentials). */
  after?: ReactNode;
  /** When the text last changed (the legal pages). */
  updated?: Date | undefined;
  /** Below the text (the terms' helplines). */
  end?: ReactNode;
}

/**
 * A page of running text (src/layouts/ProsePageLayout.astro) as published and as the web editor
 * previews it: the page's heading band, then its text in one centred column, with the page's own
 * parts around it.
 */
export default function ProsePage({ heading, lead, picture, hero, top, before, children, after, updated, end }: Props) {
  return (
    <>
      <PageHero heading={heading} lead={lead} picture={picture} after={hero} />
      {top && <div className="mx-auto max-w-page px-5 pt-6 sm:px-8 sm:pt-14">{top}</div>}
      <div className="mx-auto max-w-prose px-5 py-14 sm:px-8 md:px-0">
        {before && <div className="mb-12">{before}</div>}
        <Prose>
          {children}
          {after}
        </Prose>
        {updated && (
          <p className="mt-10 text-sm text-ink-soft">
            {`${labels.lastUpdated} `}
            <time dateTime={isoDay(updated)}>{formatUkDate(updated)}</time>
          </p>
        )}
        {end && <div className="mt-12">{end}</div>}
      </div>
    </>
  );
}
