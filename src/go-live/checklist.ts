/** While it has items, `npm run build:live` publishes the editor, this checklist and a holding page instead of the site. */
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { settingsFileName } from '#/config/settings-files.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { goLiveProblems, heldBackArticleItems } from '#/go-live/placeholders.ts';
import { recommendedGoLiveItems } from '#/content-check/portrait.ts';
import { editorEntries, type EditorEntry } from '#/editor/entry-address.ts';
import { fieldPlace } from '#/editor/form-words.ts';
import { formatProblem, type Problem } from '#/config/problems/problem.ts';
import { fillTokens } from '#/config/fill-ins.ts';
import { contentSources } from '#/schemas/collections.ts';
import { readEntries } from '#/lib/entries.ts';

export interface ChecklistItem {
  /** "Practice settings › Practitioner › Name". */
  place: string;
  todo: string;
  href: string;
  /** File, line and field: its key, and the host's log (her view shows the editor's words only). */
  source: string;
}

/** By its author, as the editor's list shows it, or by its place. */
function itemName(file: string, field: string, position: number): string {
  const list: unknown = field.startsWith('[') ? parse(readFileSync(file, 'utf8')) : undefined;
  const item = Array.isArray(list) ? (list[position - 1] as { author?: unknown }) : undefined;
  return typeof item?.author === 'string' ? `${item.author} (item ${position})` : `item ${position}`;
}

/** Where an item is, as the editor names it: an entry by its title, as its list shows it, not by its file name. */
function placeFinder(): (file: string) => EditorEntry {
  const entryOf = editorEntries();
  const entries = Object.values(contentSources).flatMap(({ source }) =>
    'folder' in source ? readEntries(source) : [],
  );
  const titles = new Map(entries.map((entry) => [entry.file, (entry.data as { title?: unknown }).title]));
  return (file) => {
    const entry = entryOf(file);
    const title = titles.get(file);
    if (typeof title !== 'string') return entry;
    return { ...entry, label: entry.label.replace(/›[^›]+$/, `› ${fillTokens(title, settingsFillIns().tokens).text}`) };
  };
}

const itemOf = (problem: Problem, entryOf: (file: string) => EditorEntry): ChecklistItem => {
  const entry = entryOf(problem.file);
  return {
    place: [
      entry.label,
      ...fieldPlace(problem.field ?? '', entry.fields, (position) =>
        itemName(problem.file, problem.field ?? '', position),
      ),
    ].join(' › '),
    // A placeholder's message starts with its value; a sample's with what the quote is.
    todo: problem.message.startsWith('"')
      ? problem.message.replace(/^"(.*?)" is/, '“$1” is')
      : /^[A-Z]/.test(problem.message)
        ? problem.message
        : `This quote ${problem.message}`,
    href: entry.href,
    source: formatProblem({ ...problem, message: '' }).replace(/: $/, ''),
  };
};

export function goLiveChecklist(): ChecklistItem[] {
  const entryOf = placeFinder();
  return goLiveProblems().map((problem) => itemOf(problem, entryOf));
}

/** Never keeps the site from going live (her photo). */
export const recommendedChecklist = (): ChecklistItem[] =>
  notesOf([...recommendedGoLiveItems(), ...heldBackArticleItems()]);

/** Lines that never keep the site from going live, each in its own words (also the reminders: reminders.ts). */
export function notesOf(problems: Problem[]): ChecklistItem[] {
  const entryOf = placeFinder();
  return problems.map((problem) => ({ ...itemOf(problem, entryOf), todo: problem.message }));
}

/** The holding page shows none of them. */
export const placeholderFields = (): Set<string> =>
  new Set(
    goLiveProblems().flatMap((problem) => (settingsFileName(problem.file) && problem.field ? [problem.field] : [])),
  );
