import { labels } from '#/config/labels.ts';

/** An everyday page that gives nothing away. */
const EVERYDAY_PAGE = 'https://www.bbc.co.uk/weather';

/**
 * "Exit this page", after GOV.UK's pattern, for a page someone may need to leave in a hurry (the
 * domestic-abuse clinic): a bar of its own in the sticky header, so it is always in reach and
 * never covers the text. Without script it is a plain link to an everyday page; with script
 * (quick-exit.ts) that page replaces this one in the tab's history, so Back does not
 * return here, and pressing Shift three times does the same.
 */
export default function QuickExit() {
  return (
    <quick-exit className="block border-t border-line bg-surface print:hidden">
      <div className="mx-auto flex max-w-page items-center justify-end gap-4 px-5 py-1.5 sm:px-8">
        <p className="text-sm text-ink-soft">{labels.quickExitShortcut}</p>
        <a
          href={EVERYDAY_PAGE}
          rel="noreferrer"
          referrerPolicy="no-referrer"
          className="inline-flex min-h-11 shrink-0 items-center rounded-md bg-accent px-4 font-semibold text-on-primary underline-offset-4 hover:underline focus-visible:outline-4 focus-visible:outline-offset-2"
        >
          {labels.quickExit}
        </a>
      </div>
    </quick-exit>
  );
}
