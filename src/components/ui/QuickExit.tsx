import { labels } from '#/config/labels.ts';

/** Gives nothing away. */
const EVERYDAY_PAGE = 'https://www.bbc.co.uk/weather';

/** GOV.UK's pattern; with script (quick-exit.ts) the everyday page replaces this one, so Back does not return. */
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
