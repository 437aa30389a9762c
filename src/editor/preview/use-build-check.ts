import { useEffect, useState } from 'react';
import type { CheckedEntry } from './build-check';

/**
 * The build check's lines for the entry (build-check.ts), none until it has run: asked once the
 * preview has painted (the task after its next frame), then again as she types. Its chunk
 * loads on that first ask, so the editor's first form never waits for it.
 */
/** The site's data the check reads, and no more (the whole of it would be long to compare). */
const siteOf = ({ site: { tokens, unsetTokens, paths, unpublished } }: CheckedEntry) => ({
  tokens,
  unsetTokens,
  paths,
  unpublished,
});

export function useBuildCheck(entry: CheckedEntry | undefined): string[] {
  const [lines, setLines] = useState<string[]>([]);
  const typed =
    entry &&
    JSON.stringify([entry.file, entry.slug, entry.fields, entry.body, entry.page, ...Object.values(siteOf(entry))]);
  useEffect(() => {
    if (!entry) return;
    let current = true;
    // A task queued from the next frame runs once that frame is painted: the preview shows first.
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        import('./build-check')
          .then(({ buildCheck }) => buildCheck(entry))
          .then((found) => current && setLines(found))
          .catch((error: unknown) => console.error(error));
      }),
    );
    return () => {
      current = false;
      cancelAnimationFrame(frame);
    };
    // Asked again when what she typed changes, not on each drawing of the preview.
  }, [typed]);
  return lines;
}
