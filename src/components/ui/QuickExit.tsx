import { labels } from '#/config/labels.ts';

/** An everyday page that gives nothing away. */
const EVERYDAY_PAGE = 'https://www.bbc.co.uk/weather';

/**
 * "Leave this page": for a page someone may need to leave in a hurry (the domestic-abuse
 * clinic). Without script it is a plain link to an everyday page; with script
 * (QuickExitScript.astro) it replaces this page in the tab's history, so Back does not return here.
 */
export default function QuickExit() {
  return (
    <a
      href={EVERYDAY_PAGE}
      rel="noreferrer"
      referrerPolicy="no-referrer"
      data-quick-exit=""
      className="fixed right-4 bottom-4 z-50 inline-flex min-h-12 items-center rounded-md bg-ink px-5 py-3 font-semibold text-surface shadow-card underline-offset-4 hover:underline focus-visible:outline-4 focus-visible:outline-offset-2 print:hidden"
    >
      {labels.quickExit}
    </a>
  );
}
