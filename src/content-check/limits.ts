/**
 * Far more than any page needs (the longest file now is 9 KB): past it, Astro's build slows on text shaped to
 * (200 KB of "[" takes it 4 minutes more) and at 1.1 MB builds no page.
 */
import type { Problem } from '#/config/problems/problem.ts';
import { fieldName } from '#/config/problems/yaml-source.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { textFields } from '#/content-check/markup-rules.ts';

/** The longest value now written is an FAQ answer of about 700 characters. */
const MAX_VALUE_LENGTH = 3_000;

/** Told before the schemas and the markup check read them. */
export function longValueProblems(entry: SourceEntry): Problem[] {
  return textFields(entry.data)
    .filter(([text]) => text.length > MAX_VALUE_LENGTH)
    .map(([text, path]) => ({
      file: entry.file,
      line: entry.yaml.lineOf([...entry.at, ...path]),
      field: fieldName(path),
      message: `is ${text.length} characters long: keep it to ${MAX_VALUE_LENGTH} or fewer.`,
    }));
}
