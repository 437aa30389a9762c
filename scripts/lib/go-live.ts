/** The go-live build's side of the checklist: what remains, and its summary for the host's log. */
import { paths } from '#/config/paths.ts';
import { formatProblem } from '#/config/problems/problem.ts';

/** The items of the go-live checklist, each as file, line and field (imported late: the settings are read on import). */
export async function goLiveItems(): Promise<string[]> {
  const { goLiveProblems } = await import('#/go-live/placeholders.ts');
  return goLiveProblems().map(formatProblem);
}

/** The articles the live site leaves out until she confirms or changes them (imported late, as above). */
export async function heldBackArticles(): Promise<string[]> {
  const { heldBackArticles: unconfirmed } = await import('#/content-check/shipped-facts.ts');
  return unconfirmed();
}

/** The summary, then each item by file, line and field: the checklist itself speaks her words, the log the files'. */
export const holdingSummary = (items: readonly string[], seconds: string) =>
  [
    `Built the web editor (${paths.editor}), its go-live checklist (${paths.goLiveChecklist}: ${items.length} ${items.length === 1 ? 'thing' : 'things'} to do) and a holding page for visitors in ${seconds} s. The whole site is published once the checklist is empty.`,
    ...items.map((item) => `  - ${item}`),
  ].join('\n');
