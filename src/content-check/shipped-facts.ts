/**
 * Only her own facts go live: a shipped fact (fingerprinted in shipped-facts.json) is hers once she changes it, ticks
 * it in Practice settings › What is true of your practice, or switches it off as a draft; until then the go-live checklist
 * lists it, and an article is kept off the live site. After changing the shipped content: scripts/shipped-facts.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { settingsFile } from '#/config/settings-files.ts';
import { confirmedIn, settingsFileOf } from '#/config/settings-schema.ts';
import { fieldsAsWritten } from '#/config/site.ts';
import { FACT_IDS, SETTINGS_FACTS, TICK_GROUPS, type FactId, type PageKind } from '#/config/fact-ids.ts';
import { valueAt } from '#/config/problems/yaml-source.ts';
import { CONTENT_DIR, contentSources, type CollectionName } from '#/schemas/collections.ts';
import { readableEntries, type SourceEntry } from '#/lib/entries.ts';

export const SHIPPED_FACTS_FILE = 'src/content-check/shipped-facts.json';

const SETTINGS_FIELDS: Readonly<Record<string, readonly string[]>> = {
  venue: ['address', 'map'],
  prices: ['prices'],
  experience: ['practitioner.yearsOfExperience'],
  hours: ['officeHours'],
};

const FOLDERS: Readonly<Record<string, CollectionName>> = { clinic: 'clinics', service: 'services', article: 'blog' };

/** The pages that describe her practice, each its file's words whole (front matter too: a home page is all fields). */
const PAGE_FILES: Readonly<Record<string, string>> = {
  about: `${CONTENT_DIR}/pages/about.md`,
  home: `${CONTENT_DIR}/pages/home.md`,
  booking: `${CONTENT_DIR}/pages/booking.md`,
  faq: `${CONTENT_DIR}/${'list' in contentSources.faq.source ? contentSources.faq.source.list : ''}`,
  terms: `${CONTENT_DIR}/pages/terms.md`,
};

/** "clinic:dental" -> src/content/clinics/dental.md; "prices" -> the settings file that holds them. */
export function factFile(id: FactId): string {
  const field = factField(id);
  const settings = field && settingsFileOf(field.split('.')[0] ?? '');
  if (settings) return settingsFile(settings);
  const page = PAGE_FILES[id];
  if (page) return page;
  const [kind = '', name = ''] = id.split(':');
  return `${CONTENT_DIR}/${FOLDERS[kind] ?? kind}/${name}.md`;
}

/**
 * The facts' files by path, read as the site reads them (lib/entries.ts). A folder with a file that cannot be read
 * gives none: the content check names that file and stops the build.
 */
function factEntries(): Map<string, SourceEntry> {
  const folders: CollectionName[] = [...Object.values(FOLDERS), 'pages'];
  const entries = folders.flatMap((folder) => readableEntries(contentSources[folder].source) ?? []);
  return new Map(entries.map((entry) => [entry.file, entry]));
}

const field = (entry: SourceEntry | undefined, name: string) =>
  (entry?.data as Record<string, unknown> | undefined)?.[name];

export const factField = (id: FactId): string | undefined => SETTINGS_FIELDS[id]?.[0];

/** A page's text without its fields: its quotes and switches left out. */
function factWords(id: FactId, settings: Record<string, unknown>, files: Map<string, SourceEntry>) {
  const fields = SETTINGS_FIELDS[id];
  if (fields) return JSON.stringify(fields.map((path) => valueAt(settings, path.split('.'))));
  const entry = files.get(factFile(id));
  if (id === 'about' || !PAGE_FILES[id]) return entry?.body?.text.trim();
  if (id === 'faq') return JSON.stringify(readableEntries(contentSources.faq.source)?.map(({ data }) => data));
  return entry?.markdown;
}

const fingerprint = (words: string) => createHash('sha256').update(words).digest('hex').slice(0, 16);

export function unsettledFacts(): FactId[] {
  const settings = fieldsAsWritten();
  const confirmed = new Set<string>(confirmedIn(settings['confirmed']));
  const shipped = JSON.parse(readFileSync(SHIPPED_FACTS_FILE, 'utf8')) as Record<string, string>;
  const files = factEntries();
  return FACT_IDS.filter((id) => {
    const words = factWords(id, settings, files);
    if (words === undefined || confirmed.has(id) || fingerprint(words) !== shipped[id]) return false;
    return field(files.get(factFile(id)), 'draft') !== true;
  });
}

/** scripts/shipped-facts.ts writes them. */
export function currentFingerprints(): Record<string, string> {
  const settings = fieldsAsWritten();
  const files = factEntries();
  return Object.fromEntries(FACT_IDS.map((id) => [id, fingerprint(factWords(id, settings, files) ?? '')]));
}

/** Each tick's label, as the form shows it: "Venue, address and map", "Clinics › Dental Anxiety Clinic". */
export function factLabels(): Record<FactId, string> {
  const files = factEntries();
  return Object.fromEntries(
    FACT_IDS.map((id) => {
      const [kind, name] = id.split(':') as [string, string | undefined];
      if (name === undefined) return [id, SETTINGS_FACTS[kind as keyof typeof SETTINGS_FACTS]];
      const title = field(files.get(factFile(id)), 'title');
      return [id, `${TICK_GROUPS[kind as PageKind]} › ${typeof title === 'string' ? title : name}`];
    }),
  ) as Record<FactId, string>;
}

export const isArticle = (id: FactId) => id.startsWith('article:');

/** By their web address name. */
export const heldBackArticles = (): string[] =>
  unsettledFacts()
    .filter(isArticle)
    .map((id) => id.slice('article:'.length));
