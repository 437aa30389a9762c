/** The go-live build's side of the checklist: how many items remain, and its one-line summary. */
import { paths } from '#/lib/paths.ts';

/** The items of the go-live checklist (imported late: the settings are read on import). */
export async function goLiveItems(): Promise<number> {
  const { goLiveProblems } = await import('#/content-check/go-live.ts');
  return goLiveProblems().length;
}

export const holdingSummary = (items: number, seconds: string) =>
  `Built the web editor (${paths.editor}), its go-live checklist (${paths.goLiveChecklist}: ${items} ${items === 1 ? 'thing' : 'things'} to do) and a holding page for visitors in ${seconds} s. The whole site is published once the checklist is empty.`;
