import type { z } from 'astro/zod';
import type { Problem } from '#/config/problems/problem.ts';
import { closest } from '#/config/problems/closest.ts';
import { SETTINGS_DIR } from '#/config/settings-files.ts';
import { fieldName, valueAt, type FieldPath, type YamlSource } from '#/config/problems/yaml-source.ts';

type Issue = z.core.$ZodIssue;

const TOKEN = /\{[a-zA-Z]+\}/g;

/**
 * `at`: [] for a whole file, [3] for a list's fourth item. `elsewhere`: where a field unknown here belongs, when
 * another file holds it. `inTheEditor`: where she finds a field in the web editor, in its labels.
 */
export function zodProblems(
  issues: readonly Issue[],
  source: YamlSource,
  file: string,
  at: FieldPath = [],
  elsewhere: (field: string) => string | undefined = () => undefined,
  inTheEditor: (path: FieldPath) => string | undefined = () => undefined,
): Problem[] {
  const valueOf = (path: FieldPath) => valueAt(source.data, [...at, ...path]);
  const problem = (path: FieldPath, message: string): Problem => {
    const place = inTheEditor(path);
    return {
      file,
      line: source.lineOf([...at, ...path]),
      field: fieldName(path),
      message: place ? `${message} In the editor: ${place}.` : message,
    };
  };
  const missing = issues.filter((issue) => issue.code === 'invalid_type' && valueOf(issue.path) === undefined);
  // A misspelt field is one problem, not two: "titel" is unknown and "title" missing.
  const typos = new Map<Issue, string>();
  for (const issue of issues) {
    if (issue.code !== 'unrecognized_keys') continue;
    for (const key of issue.keys) {
      const siblings = missing.filter((other) => sameParent(other.path, [...issue.path, key]) && !typos.has(other));
      const names = siblings.map((other) => String(other.path.at(-1)));
      const guess = closest(key, names);
      const meant = siblings.find((_, index) => names[index] === guess);
      if (meant) typos.set(meant, key);
    }
  }
  const meantFor = (key: string) => [...typos].find(([, typo]) => typo === key)?.[0].path.at(-1);
  return issues.flatMap((issue) => {
    if (typos.has(issue)) return [];
    if (issue.code === 'invalid_union') {
      const fewest = issue.errors.reduce((best, branch) => (branch.length < best.length ? branch : best));
      const branch = fewest.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
      return zodProblems(branch as Issue[], source, file, at, elsewhere, inTheEditor);
    }
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => {
        const meant = meantFor(key);
        const moved = issue.path.length === 0 ? elsewhere(key) : undefined;
        const hint = meant ? `Did you mean ${String(meant)}?` : (moved ?? 'Check its spelling, or delete it.');
        return problem([...issue.path, key], `"${key}" is not a field here. ${hint}`);
      });
    }
    return [problem(issue.path, describe(issue, valueOf(issue.path)))];
  });
}

function describe(issue: Issue, value: unknown): string {
  const shown = quoted(value);
  switch (issue.code) {
    case 'invalid_type':
      if (value === undefined) return missingField(String(issue.path.at(-1)), issue.expected);
      if (value === null && issue.expected === 'object') return 'is empty. Write its fields indented below it.';
      if (Array.isArray(value) && issue.expected === 'object')
        return 'is a list, where a group of fields belongs. Write its fields indented below it, one a line.';
      if (issue.expected === 'number' && typeof value === 'string' && value.includes('£'))
        return `${shown} is not a number: drop the £ and write the amount only, e.g. ${value.replace(/[£,\s]/g, '').replace(/\.00$/, '')}.`;
      return `${shown} is not ${article(issue.expected)}.`;
    case 'too_small':
      if (typeof value === 'string')
        return value.trim() === ''
          ? 'is empty: write the text.'
          : `${shown} is too short: write at least ${String(issue.minimum)} characters.`;
      if (Array.isArray(value))
        return `has ${value.length} items; it needs ${issue.exact ? 'exactly' : 'at least'} ${String(issue.minimum)}.`;
      return `${shown} is too small: the lowest allowed is ${String(issue.minimum)}.`;
    case 'too_big':
      if (typeof value === 'string') return tooLong(value, String(issue.maximum));
      if (Array.isArray(value))
        return `has ${value.length} items; it needs ${issue.exact ? 'exactly' : 'at most'} ${String(issue.maximum)}.`;
      return `${shown} is too big: the highest allowed is ${String(issue.maximum)}.`;
    case 'invalid_value':
      return `${shown} is not allowed here. Use one of: ${issue.values.map(String).join(', ')}.`;
    default:
      return shown ? `${shown} ${issue.message}` : issue.message;
  }
}

/** Measured as filled in from the settings, which the owner may have made long. */
function tooLong(value: string, maximum: string): string {
  const tokens = [...new Set(value.match(TOKEN))];
  if (tokens.length === 0) return `is ${value.length} characters long: keep it to ${maximum} or fewer.`;
  return `is longer than ${maximum} characters once ${tokens.join(', ')} ${tokens.length > 1 ? 'are' : 'is'} filled in from the practice settings (${SETTINGS_DIR}): shorten the text here, or the setting.`;
}

const missingField = (name: string, expected: string) =>
  expected === 'object'
    ? `missing. Add a line ${name}: with its fields indented below it.`
    : `missing. Add a line such as ${name}: "…".`;

function article(expected: string): string {
  const names: Partial<Record<string, string>> = {
    string: 'text (put it in double quotes)',
    number: 'a number (write it without quote marks)',
    boolean: 'true or false',
    array: 'a list',
    object: 'a group of fields',
  };
  return names[expected] ?? `a ${expected}`;
}

const quoted = (value: unknown) =>
  typeof value === 'string'
    ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';

const sameParent = (a: readonly PropertyKey[], b: readonly PropertyKey[]) =>
  a.length === b.length && a.slice(0, -1).every((step, index) => step === b[index]);
