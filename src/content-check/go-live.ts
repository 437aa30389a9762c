/**
 * The go-live check (`npm run build:live`): what must not be published. Placeholder practice
 * details (example addresses, Ofcom's drama phone range, anything marked "placeholder") and
 * sample testimonials and feedback, which UK law treats as fake reviews.
 */
import { readFileSync } from 'node:fs';
import { SETTINGS_FILE } from '../config/site.ts';
import type { Problem } from '../lib/problems/problem.ts';
import { fieldName, readYaml, valueAt, type FieldPath } from '../lib/problems/yaml-source.ts';
import { contentSources } from '../schemas/collections.ts';
import { readEntries } from './entries.ts';

const PLACEHOLDER = /example\.(com|org|net)|\/example\b|placeholder/i;
/** Ofcom reserves 01632 960000-960999 for drama: never a real number. */
const DRAMA_PHONE = /^(\+44|0)1632960\d{3}$/;

export function goLiveProblems(): Problem[] {
  return [...placeholderSettings(readFileSync(SETTINGS_FILE, 'utf8')), ...samples()];
}

/** Every settings value that is still a placeholder, by line and field. */
export function placeholderSettings(settingsText: string): Problem[] {
  const yaml = readYaml(settingsText, SETTINGS_FILE);
  return strings(yaml.data, [])
    .filter(([value]) => PLACEHOLDER.test(value) || DRAMA_PHONE.test(value.replace(/[\s()]/g, '')))
    .map(([value, path]) => ({
      file: SETTINGS_FILE,
      line: yaml.lineOf(path),
      field: fieldName(path),
      message: `"${value}" is a placeholder. Replace it with the practice's real details.`,
    }));
}

function samples(): Problem[] {
  const testimonials = readEntries(contentSources.testimonials.source).map((entry) => ({
    entry,
    path: [...entry.at, 'sample'],
  }));
  // A service without feedback (no quote yet) is finished: deleting a sample is always an answer.
  const feedback = readEntries(contentSources.services.source)
    .filter((entry) => valueAt(entry.yaml.data, ['feedback']) !== undefined)
    .map((entry) => ({ entry, path: ['feedback', 'sample'] }));
  return [...testimonials, ...feedback]
    .filter(({ entry, path }) => valueAt(entry.yaml.data, path) !== false)
    .map(({ entry, path }) => ({
      file: entry.file,
      line: entry.yaml.lineOf(path),
      field: fieldName(path.slice(entry.at.length)),
      message:
        'is a sample, not a real client’s words. Replace it with a real client’s words (with their permission) and set sample: false, or delete it.',
    }));
}

function strings(value: unknown, path: PropertyKey[]): [string, FieldPath][] {
  if (typeof value === 'string') return [[value, path]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      strings(inner, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}
