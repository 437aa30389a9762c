import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CONTENT_DIR, type ContentSource } from '#/schemas/collections.ts';
import { ContentProblems, type Problem } from '#/config/problems/problem.ts';
import { readYaml, type YamlSource } from '#/config/problems/yaml-source.ts';
import { switchedOff } from '#/config/fill-ins.ts';
import { siteSettings } from '#/config/site.ts';

export interface SourceEntry {
  id: string;
  file: string;
  /** [] for front matter, [index] for a list item. */
  at: PropertyKey[];
  data: unknown;
  yaml: YamlSource;
  body?: { text: string; firstLine: number };
  /** A Markdown file whole, front matter included, as Astro's renderer takes it. */
  markdown?: string;
}

/** src/content-check/limits.ts says why; checked before anything parses the file. */
const MAX_FILE_BYTES = 100_000;

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1000).toLocaleString('en-GB')} KB`;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

export function readEntries(source: ContentSource): SourceEntry[] {
  return 'folder' in source ? readFolder(join(CONTENT_DIR, source.folder)) : readList(join(CONTENT_DIR, source.list));
}

/** Undefined while a file cannot be read: the content check names it, and stops a build first. */
export function readableEntries(source: ContentSource): SourceEntry[] | undefined {
  try {
    return readEntries(source);
  } catch (error) {
    if (error instanceof ContentProblems) return undefined;
    throw error;
  }
}

/** Every file that cannot be read is named at once. */
function readFolder(folder: string): SourceEntry[] {
  const names = readdirSync(folder).filter((name) => name.endsWith('.md'));
  const problems: Problem[] = [];
  const entries = names.sort().flatMap((name) => {
    try {
      return [readFile(join(folder, name), name)];
    } catch (error) {
      if (!(error instanceof ContentProblems)) throw error;
      problems.push(...error.problems);
      return [];
    }
  });
  if (problems.length > 0) throw new ContentProblems(problems);
  return entries;
}

function readFile(file: string, name: string): SourceEntry {
  const text = readSmall(file);
  const match = FRONT_MATTER.exec(text);
  if (!match?.[1]) {
    const hint = 'It must start with a line of three dashes (---), the fields, then another line of ---.';
    throw new ContentProblems([{ file, line: 1, message: `The fields at the top are missing or not closed. ${hint}` }]);
  }
  const yaml = readYaml(match[1], file, 2);
  const firstLine = match[0].split('\n').length;
  return {
    id: fileId(name.slice(0, -3)),
    file,
    at: [],
    data: withAnswers(yaml.data),
    yaml,
    body: { text: text.slice(match[0].length), firstLine },
    markdown: text,
  };
}

/**
 * Written for an age group her answers leave out (Practice settings › Your practice): a draft to every reader (the
 * site, its links and cards, the checklist), as if she had ticked it.
 */
function withAnswers(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('forAges' in data)) return data;
  return switchedOff(data, siteSettings()) ? { ...data, draft: true } : data;
}

function readList(file: string): SourceEntry[] {
  const yaml = readYaml(readSmall(file), file);
  // A file with its notes only (every item deleted) is an empty list.
  if (yaml.data === null) return [];
  if (!Array.isArray(yaml.data)) {
    throw new ContentProblems([{ file, line: 1, message: 'This file must be a list: each item starts with "- id:".' }]);
  }
  return yaml.data.map((item: unknown, index) => ({
    id: String((item as { id?: unknown } | null)?.id ?? `item ${index + 1}`),
    file,
    at: [index],
    data: item && typeof item === 'object' ? { ...item, position: index + 1 } : item,
    yaml,
  }));
}

function readSmall(file: string): string {
  const { size } = statSync(file);
  if (size > MAX_FILE_BYTES) {
    const message = `is ${kilobytes(size)}: a file may hold at most ${kilobytes(MAX_FILE_BYTES)}. Split it into several, or remove what was pasted by mistake.`;
    throw new ContentProblems([{ file, message }]);
  }
  return readFileSync(file, 'utf8');
}

/** A file's web address name: lower-case, spaces as hyphens, punctuation dropped (the site's ids: entries-loader.ts). */
export const fileId = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
