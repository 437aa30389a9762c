/** Sample testimonials count: UK law treats them as fake reviews. */
import { SETTINGS_FILE_NAMES, SETTINGS_FILES, settingsFileName } from '#/config/settings-files.ts';
import { settingsSchemas } from '#/config/settings-schema.ts';
import { settingsSources, type SettingsSource } from '#/config/site.ts';
import { shapeOf, type Shape } from '#/schemas/schema-shape.ts';
import type { Problem } from '#/config/problems/problem.ts';
import { fieldName, valueAt, type FieldPath } from '#/config/problems/yaml-source.ts';
import { contentSources } from '#/schemas/collections.ts';
import { readEntries, type SourceEntry } from '#/lib/entries.ts';
import { isShippedSample, SHIPPED_SETTINGS } from '#/content-check/shipped.ts';
import { factField, factFile, factLabels, isArticle, unsettledFacts } from '#/content-check/shipped-facts.ts';
import type { FactId } from '#/config/fact-ids.ts';

const PLACEHOLDER = /example\.(com|org|net)|\/example\b|placeholder/i;
/** Ofcom reserves 01632 960000-960999 for drama: never a real number. */
const DRAMA_PHONE = /^(\+44|0)1632960\d{3}$/;

/** Where "write your own" is not enough. */
const HINTS: Readonly<Record<string, string>> = {
  siteUrl:
    'Until you have your own domain, write the address your host gave the site, shown on your site’s page at the host (e.g. https://practice-website.pages.dev); once your domain works, write that (e.g. https://www.your-practice.co.uk).',
};

/**
 * In the order she saves: each settings form's lines together (a fact she may change there with them), the quotes
 * (one Save), then the pages to confirm or change; her ticks, all in one form, come last.
 */
export function goLiveProblems(): Problem[] {
  const problems = [...placeholderSettings(), ...samples(), ...facts((id) => !isArticle(id))];
  const form = (problem: Problem) => {
    const settings = settingsFileName(problem.file);
    return settings ? SETTINGS_FILE_NAMES.indexOf(settings) : SETTINGS_FILE_NAMES.length;
  };
  return problems.toSorted((a, b) => form(a) - form(b));
}

/** Kept off the live site, never in the way of it. */
export const heldBackArticleItems = (): Problem[] => facts(isArticle);

function facts(which: (id: FactId) => boolean): Problem[] {
  const labels = factLabels();
  const sources = settingsSources();
  return unsettledFacts()
    .filter(which)
    .map((id) => {
      const field = factField(id);
      const file = factFile(id);
      const tick = `tick “${labels[id]}” in Practice settings › ${SETTINGS_FILES.confirmations}`;
      const message = isArticle(id)
        ? `This article was written for another practice, so it stays off your site until you ${tick}, or change it.`
        : `${field ? 'These details were' : 'This page was'} written for another practice. If ${field ? 'they are' : 'it is'} true of yours, ${tick}; if not, change ${field ? 'them' : 'it'}${id.includes(':') ? ', or switch it off as a draft' : ''}.${field ? '' : ` What it says of a free first consultation, where you see clients and the ages you see follows your answers in Practice settings › ${SETTINGS_FILES.answers}.`}`;
      const yaml = sources.find((source) => source.file === file)?.yaml;
      return { file, line: field ? yaml?.lineOf(field.split('.')) : 1, field, message };
    });
}

/** In every settings file, or those given. */
export const placeholderSettings = (sources = settingsSources()): Problem[] => sources.flatMap(placeholdersIn);

function placeholdersIn({ name, file, yaml }: SettingsSource): Problem[] {
  return strings(yaml.data, [])
    .filter(
      ([value, path]) =>
        PLACEHOLDER.test(value) ||
        DRAMA_PHONE.test(value.replace(/[\s()]/g, '')) ||
        SHIPPED_SETTINGS[fieldName(path) ?? ''] === value.trim(),
    )
    .map(([value, path]) => ({
      file,
      line: yaml.lineOf(path),
      field: fieldName(path),
      message: `"${value}" is a placeholder the site came with. ${HINTS[fieldName(path) ?? ''] ?? `Write your own${DELETE[removable(shapeOf(settingsSchemas[name]), path) ?? 'none'] ?? ''}.`}`,
    }));
}

function samples(): Problem[] {
  return readEntries(contentSources.testimonials.source).flatMap((entry) => {
    const path = [...entry.at, 'sample'];
    const words = [...entry.at, 'content'];
    if (valueAt(entry.yaml.data, path) !== false) return [sampleProblem(entry, path, SAMPLE)];
    return isShippedSample(valueAt(entry.yaml.data, words)) ? [sampleProblem(entry, words, SAMPLE_WORDS)] : [];
  });
}

const ONE_SAVE = 'Every quote on the site is in this one form, Testimonials: clear them all, then Save once.';
const SAMPLE = `is a sample, not a real client’s words. Replace it with a real client’s words (with their permission) and untick “Sample words”, or delete it. ${ONE_SAVE}`;
const SAMPLE_WORDS = `has the words of a sample the site came with, not a real client’s, whatever its sample box says. Replace them with a real client’s words (with their permission), or delete the quote. ${ONE_SAVE}`;

function sampleProblem(entry: SourceEntry, path: FieldPath, message: string): Problem {
  return { file: entry.file, line: entry.yaml.lineOf(path), field: fieldName(path), message };
}

/** As the editor allows it: the optional field itself, or the whole item of a removable list. */
function removable(shape: Shape | undefined, path: FieldPath): 'field' | 'item' | undefined {
  const [step, ...rest] = path;
  if (!shape || step === undefined) return undefined;
  if (shape.kind === 'list') return removable(shape.item, rest) ?? (shape.minItems ? undefined : 'item');
  if (shape.kind !== 'group') return undefined;
  const field = shape.fields.find((candidate) => candidate.name === step);
  if (!field) return undefined;
  return (rest.length > 0 ? removable(field.shape, rest) : undefined) ?? (field.required ? undefined : 'field');
}

const DELETE: Readonly<Record<string, string>> = {
  field: ', or delete it if you have none',
  item: ', or remove it from its list if you have none',
};

function strings(value: unknown, path: PropertyKey[]): [string, FieldPath][] {
  if (typeof value === 'string') return [[value, path]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      strings(inner, [...path, Array.isArray(value) ? Number(key) : key]),
    );
  }
  return [];
}
