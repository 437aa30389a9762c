/** Made from the collections table and the settings schema: every field the editor offers is one the schemas accept. */
import { settingsSchemas } from '#/config/settings-schema.ts';
import { SETTINGS_FILE_NAMES, SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { readEntries } from '#/lib/entries.ts';
import { factLabels } from '#/content-check/shipped-facts.ts';
import { PAGE_FACTS, tickGroup, type FactId, type PageKind } from '#/config/fact-ids.ts';
import { CONTENT_DIR, contentSources, type CollectionName } from '#/schemas/collections.ts';
import { FAQ_CATEGORIES } from '#/schemas/faq.ts';
import { pageFileSchema } from '#/schemas/page.ts';
import { pageIds } from '#/schemas/page-files.ts';
import { BODY_FIELD, cmsField, type ChoiceLabels, type CmsField } from '#/editor/fields.ts';
import { editorTools, fieldsOf, labelOf, type FieldShape } from '#/schemas/schema-shape.ts';

export interface Backend {
  repo: string;
  branch: string;
  /** Netlify's by default, or a sveltia-cms-auth worker. */
  authUrl?: string | undefined;
  /** "Sign In with GitHub" (OAuth) only where it has been set up. */
  authMethods?: ('oauth' | 'token')[] | undefined;
}

const LABELS: Record<CollectionName, [plural: string, singular: string]> = {
  blog: ['Blog posts', 'Blog post'],
  services: ['Services', 'Service'],
  clinics: ['Clinics', 'Clinic'],
  pages: ['Pages', 'Page'],
  testimonials: ['Testimonials', 'Testimonial'],
  faq: ['FAQ', 'Question'],
  process: ['How it works', 'Step'],
  helplines: ['Crisis helplines', 'Helpline'],
};

const choiceLabels = (): ChoiceLabels => ({
  category: FAQ_CATEGORIES,
  helplines: Object.fromEntries(
    readEntries(contentSources.helplines.source).map(({ id, data }) => {
      const { name, number } = data as { name: string; number: string };
      return [id, `${name} (${number})`];
    }),
  ),
});

/** The editor does not keep notes in files. */
const DESCRIPTIONS: Partial<Record<CollectionName | 'settings', string>> = {
  testimonials:
    'Every client quote on the site: the home page’s, and each service page’s (the first quote about that service). The quotes ticked "Sample words" are made up. UK law bans fake reviews: replace each with a real client’s words, with their written permission, and untick it; or remove it: one Save clears them all. No quotes yet is fine: with none, the home page has no testimonials section and no service page a quote.',
  services:
    'Each service holds its page, its card on the home page, its cards on the Services page and its footer link. The quote its page shows is in Testimonials: the first one about the service.',
  settings:
    'Your practice’s details, one form a subject. Replace the placeholders before going live: the go-live checklist (/admin/go-live) lists each one, with a link to its form.',
};

const ITEM_SUMMARIES: Partial<Record<CollectionName, string>> = {
  testimonials: '{{fields.author}}: {{fields.title}}',
  faq: '{{fields.question}}',
  helplines: '{{fields.name}}',
};

/** Published means src/lib/published.ts. */
const postList = {
  summary: "{{title}} ({{date | date('D MMM YYYY')}}){{draft | ternary(' Draft', '')}}",
  sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } },
  view_filters: [{ label: 'Drafts', field: 'draft', pattern: true }],
};

const ART_FOLDER = 'src/assets/art';
/** Named relative to the entry's own file (a post's, a settings file's). */
const ENTRY_ART = { media_folder: '../../assets/art', public_folder: '../../assets/art' };

/**
 * What the site's check would refuse (src/editor/form/checked-field.tsx): a rule between fields (a cover needs its
 * description), which no field's own option can hold, told beside that field; the main text's lines after it; every
 * line first of all, where the form opens (Sveltia draws a field once it scrolls into view, and only a drawn field
 * can hold Save back). Never written to the file.
 */
const CHECKED_BESIDE = new Set(['coverAlt']);
const SITE_CHECK = {
  name: 'siteCheck',
  label: 'Before you save',
  widget: 'checked',
  required: false,
  hint: 'What the website would refuse to publish, by the field it is in, checked as you type. Save waits until each is fixed.',
};
const BODY_CHECK = {
  name: 'bodyCheck',
  label: `${BODY_FIELD.label}: what the website would refuse`,
  widget: 'checked',
  required: false,
  of: BODY_FIELD.name,
};

/** The site's check, her fields, the main text and its lines. */
function withChecks(fields: CmsField[]): CmsField[] {
  return [
    { ...SITE_CHECK, of: '*' },
    ...fields.map((field) =>
      CHECKED_BESIDE.has(field.name) ? { ...field, widget: 'checked', input: field.widget, of: field.name } : field,
    ),
    BODY_FIELD,
    BODY_CHECK,
  ];
}

/** Each schema field as the editor's, its choices labelled (read once: the labels read the content). */
type Fields = (shapes: FieldShape[]) => CmsField[];

export function cmsConfig(backend: Backend, appTitle: string) {
  const labels = choiceLabels();
  const fields: Fields = (shapes) => shapes.map((shape) => cmsField(shape, labels));
  return {
    app_title: appTitle,
    backend: {
      name: 'github',
      repo: backend.repo,
      branch: backend.branch,
      auth_methods: backend.authMethods ?? ['token'],
      ...(backend.authUrl ? { base_url: backend.authUrl } : {}),
    },
    media_folder: ART_FOLDER,
    public_folder: `/${ART_FOLDER}`,
    // Stock photo sites need their own accounts, and the editor's CSP blocks them.
    media_libraries: { stock_assets: { providers: [] } },
    output: { omit_empty_optional_fields: true, yaml: { quote: 'double' as const } },
    collections: [
      markdownCollection('blog', fields, { create: true, delete: true, ...postList }),
      markdownCollection('services', fields, { create: false, delete: false }),
      markdownCollection('clinics', fields, { create: false, delete: false }),
      pagesCollection(fields),
      ...(['testimonials', 'faq', 'process', 'helplines'] as const).map((name) => listCollection(name, fields)),
      settingsCollection(fields),
    ],
  };
}

/** A list item's id first: it names the item in the file. The list loader adds `position`: it is never written. */
const collectionFields = (name: Exclude<CollectionName, 'pages'>): FieldShape[] =>
  fieldsOf(contentSources[name].schema(editorTools))
    .filter((field) => field.name !== 'position')
    .sort((a, b) => Number(b.name === 'id') - Number(a.name === 'id'));

const describe = (name: CollectionName | 'settings') => {
  const description = DESCRIPTIONS[name];
  return description ? { description } : {};
};

function markdownCollection(name: 'blog' | 'services' | 'clinics', fields: Fields, options: Record<string, unknown>) {
  const { source } = contentSources[name];
  if (!('folder' in source)) throw new Error(`${name} is not a folder of Markdown files.`);
  const [label, singular] = LABELS[name];
  return {
    name,
    label,
    label_singular: singular,
    ...describe(name),
    folder: `${CONTENT_DIR}/${source.folder}`,
    extension: 'md',
    format: 'yaml-frontmatter',
    summary: '{{title}}',
    ...ENTRY_ART,
    ...options,
    fields: withChecks(fields(collectionFields(name))),
  };
}

function pagesCollection(fields: Fields) {
  const tools = { ...editorTools, pages: pageIds() };
  const files = readEntries(contentSources.pages.source).map((entry) => ({
    name: entry.id,
    label: labelOf(entry.id.replace(/-(.)/g, (_, letter: string) => letter.toUpperCase())),
    file: entry.file,
    ...ENTRY_ART,
    fields: withChecks(fields(fieldsOf(pageFileSchema(tools, entry.id)))),
  }));
  return { name: 'pages', label: LABELS.pages[0], format: 'yaml-frontmatter', files };
}

function listCollection(name: Exclude<CollectionName, 'pages'>, fields: Fields) {
  const { source } = contentSources[name];
  if (!('list' in source)) throw new Error(`${name} is not a YAML list.`);
  const [label, singular] = LABELS[name];
  // Every list may be emptied: no quotes yet is fine (DECISIONS), and the build accepts none of each.
  const items = {
    name: 'items',
    label,
    label_singular: singular,
    widget: 'list',
    root: true,
    required: false,
    collapsed: 'auto',
  };
  return {
    name,
    label,
    ...describe(name),
    files: [
      {
        name,
        label,
        file: `${CONTENT_DIR}/${source.list}`,
        format: 'yaml',
        fields: [
          { ...items, summary: ITEM_SUMMARIES[name] ?? '{{fields.title}}', fields: fields(collectionFields(name)) },
        ],
      },
    ],
  };
}

/** One form a settings file, titled in her words. */
function settingsCollection(fields: Fields) {
  const files = SETTINGS_FILE_NAMES.map((name) => ({
    name,
    label: SETTINGS_FILES[name],
    file: settingsFile(name),
    format: 'yaml',
    ...ENTRY_ART,
    fields:
      name === 'confirmations'
        ? pageTicks(fields(fieldsOf(settingsSchemas[name])))
        : fields(fieldsOf(settingsSchemas[name])),
  }));
  return { name: 'settings', label: 'Practice settings', ...describe('settings'), files };
}

/** A page's tick labelled with its title, as the checklist names it ("Clinics › Dental Anxiety Clinic"). */
function pageTicks(fields: CmsField[]): CmsField[] {
  const labels = factLabels();
  const kinds = Object.keys(PAGE_FACTS) as PageKind[];
  const titled = (kind: PageKind) => (tick: CmsField) => ({
    ...tick,
    label: labels[`${kind}:${tick.name}` as FactId].split(' › ').at(-1),
  });
  const group = (field: CmsField): CmsField => {
    const kind = kinds.find((candidate) => tickGroup(candidate) === field.name);
    return kind ? { ...field, fields: (field['fields'] as CmsField[]).map(titled(kind)) } : field;
  };
  return fields.map((field) =>
    field.name === 'confirmed' ? { ...field, fields: (field['fields'] as CmsField[]).map(group) } : field,
  );
}
