/**
 * The content check, run before Astro builds anything: every problem in the owner's files, each
 * naming the file, line and field in plain English. What must not go live (placeholders and
 * samples) is not a mistake: it is the go-live checklist (src/go-live/), not checked here. Risky
 * claims are warnings, and with `live` (the build a host runs) mistakes.
 * Relative imports with .ts extensions: Node runs it without Vite.
 */
import { ContentProblems, type Problem } from '#/lib/problems/problem.ts';

export async function checkContent({ live = false } = {}): Promise<Problem[]> {
  try {
    // Imported here, not above: the settings are read and checked on import, and a mistake
    // there is a problem to report like any other.
    const { contentProblems } = await import('./content.ts');
    const { ownerTextProblems } = await import('#/content-check/claims/index.ts');
    return [...(await contentProblems()), ...ownerTextProblems({ live })];
  } catch (error) {
    if (error instanceof ContentProblems) return error.problems;
    throw error;
  }
}
