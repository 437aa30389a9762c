/**
 * Only her own facts go live: a shipped fact (fingerprinted in shipped-facts.json) is hers once she changes it, ticks
 * it in Practice settings › Confirmed as mine, or switches it off as a draft; until then the go-live checklist
 * lists it, and an article is kept off the live site. After changing the shipped content: scripts/shipped-facts.ts.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { SETTINGS_FILE } from '#/config/settings-file.ts';
import { FACT_IDS, type FactId } from '#/config/fact-ids.ts';
import { CONTENT_DIR } from '#/schemas/collections.ts';
import { valueAt } from '#/config/problems/yaml-source.ts';

export const SHIPPED_FACTS_FILE = 'src/content-check/shipped-facts.json';

const SETTINGS_FACTS: Readonly<Record<string, readonly string[]>> = {
  venue: ['address', 'map'],
  prices: ['prices'],
  experience: ['practitioner.yearsOfExperience'],
  hours: ['officeHours'],
};

const FOLDERS: Readonly<Record<string, string>> = { clinic: 'clinics', service: 'services', article: 'blog' };

/** "clinic:dental" -> src/content/clinics/dental.md. */
export function factFile(id: FactId): string {
  if (id in SETTINGS_FACTS) return SETTINGS_FILE;
  if (id === 'about') return `${CONTENT_DIR}/pages/about.md`;
  const [kind = '', name = ''] = id.split(':');
  return `${CONTENT_DIR}/${FOLDERS[kind] ?? kind}/${name}.md`;
}

export const factField = (id: FactId): string | undefined => SETTINGS_FACTS[id]?.[0];

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/** A page's quotes and switches left out. */
function factWords(id: FactId, settings: Record<string, unknown>): string | undefined {
  const fields = SETTINGS_FACTS[id];
  if (fields) return JSON.stringify(fields.map((field) => valueAt(settings, field.split('.'))));
  const file = factFile(id);
  return existsSync(file) ? readFileSync(file, 'utf8').replace(FRONT_MATTER, '').trim() : undefined;
}

const fingerprint = (words: string) => createHash('sha256').update(words).digest('hex').slice(0, 16);

const isDraftFile = (file: string) => /^draft: true$/m.exec(FRONT_MATTER.exec(readFileSync(file, 'utf8'))?.[1] ?? '');

export function unsettledFacts(): FactId[] {
  const settings = (parse(readFileSync(SETTINGS_FILE, 'utf8')) ?? {}) as Record<string, unknown>;
  const confirmed = new Set(Array.isArray(settings['confirmed']) ? (settings['confirmed'] as unknown[]) : []);
  const shipped = JSON.parse(readFileSync(SHIPPED_FACTS_FILE, 'utf8')) as Record<string, string>;
  return FACT_IDS.filter((id) => {
    const words = factWords(id, settings);
    if (words === undefined || confirmed.has(id) || fingerprint(words) !== shipped[id]) return false;
    return factFile(id) === SETTINGS_FILE || !isDraftFile(factFile(id));
  });
}

/** scripts/shipped-facts.ts writes them. */
export function currentFingerprints(): Record<string, string> {
  const settings = parse(readFileSync(SETTINGS_FILE, 'utf8')) as Record<string, unknown>;
  return Object.fromEntries(FACT_IDS.map((id) => [id, fingerprint(factWords(id, settings) ?? '')]));
}

const SETTINGS_LABELS: Readonly<Record<string, string>> = {
  venue: 'Venue, address and map',
  prices: 'Prices and session lengths',
  experience: 'Years of experience',
  hours: 'Opening hours',
  about: 'About page: your story',
};
const KIND_LABELS: Readonly<Record<string, string>> = { clinic: 'Clinic', service: 'Service', article: 'Article' };

/** "Venue, address and map", "Clinic: Dental Anxiety Clinic". */
export function factLabels(): Record<FactId, string> {
  return Object.fromEntries(
    FACT_IDS.map((id) => {
      const file = factFile(id);
      const title = existsSync(file) ? /^title: "(.+)"$/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
      const kind = KIND_LABELS[id.split(':')[0] ?? ''];
      return [id, SETTINGS_LABELS[id] ?? `${kind ?? ''}: ${title ?? id}`];
    }),
  ) as Record<FactId, string>;
}

export const isArticle = (id: FactId) => id.startsWith('article:');

/** By their web address name. */
export const heldBackArticles = (): string[] =>
  unsettledFacts()
    .filter(isArticle)
    .map((id) => id.slice('article:'.length));
