import { useEffect, useState } from 'react';
import type { CheckedEntry } from '#/editor/preview/build-check.ts';

/** The whole site's data would be long to compare. */
const siteOf = ({ site: { tokens, unsetTokens, paths, unpublished } }: CheckedEntry) => ({
  tokens,
  unsetTokens,
  paths,
  unpublished,
});
/** In the form's words. Its chunk loads once the preview has painted, so the editor's first form never waits for it. */
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
        import('#/editor/preview/build-check.ts')
          .then(({ buildCheck }) => buildCheck(entry))
          .then((found) => current && setLines(found.map(({ line }) => line)))
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
