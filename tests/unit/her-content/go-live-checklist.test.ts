/** Each go-live item opens its own entry in the web editor, and says where it is in the editor's words. */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE_NAMES, SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { goLiveProblems } from '#/go-live/placeholders.ts';
import { goLiveChecklist, recommendedChecklist } from '#/go-live/checklist.ts';
import { siteSettings } from '#/config/site.ts';
import { backendFrom } from '#/editor/backend.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import { editorEntries } from '#/editor/entry-address.ts';
import { paths } from '#/config/paths.ts';
import { CONTENT_DIR, contentSources } from '#/schemas/collections.ts';

const site = siteSettings();

const collections = cmsConfig(backendFrom({}), '').collections as {
  name: string;
  label: string;
  folder?: string;
  files?: { name: string; file: string }[];
}[];

/** Every file the owner edits, with the collection and entry the editor opens it as. */
const contentFiles: [file: string, address: string][] = [
  ...SETTINGS_FILE_NAMES.map((name): [string, string] => [settingsFile(name), `settings/entries/${name}`]),
  ...Object.entries(contentSources).flatMap(([name, { source }]): [string, string][] =>
    'list' in source
      ? [[`${CONTENT_DIR}/${source.list}`, `${name}/entries/${name}`]]
      : readdirSync(`${CONTENT_DIR}/${source.folder}`).map((file): [string, string] => [
          `${CONTENT_DIR}/${source.folder}/${file}`,
          `${name}/entries/${file.replace(/\.md$/, '')}`,
        ]),
  ),
];

describe('the editor address of a content file', () => {
  const entryOf = editorEntries();

  it.each(contentFiles)('opens %s as %s', (file, address) => {
    expect(entryOf(file).href).toBe(`${paths.editor}#/collections/${address}`);
    const [collection, , entry] = address.split('/');
    const config = collections.find((candidate) => candidate.name === collection);
    const exists = config?.folder
      ? file.startsWith(`${config.folder}/`)
      : config?.files?.some((listed) => listed.name === entry && listed.file === file);
    expect(exists).toBe(true);
  });

  it('refuses a file the editor does not edit', () => {
    expect(() => entryOf('src/content/nowhere.yaml')).toThrow(/not a file the web editor edits/);
  });
});

describe('the go-live checklist', () => {
  const items = goLiveChecklist();

  it('has an item for every placeholder and sample, in the editor’s words, linking to its entry', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.href).toMatch(new RegExp(`^${paths.editor}#/collections/\\w+/entries/[\\w-]+$`));
      expect(item.place).toMatch(
        /^(Practice settings › |Testimonials › [^›]+ \(item \d+\) › |Services › [^›]+|Clinics › [^›]+$|Pages › (About Sarah Ellis, Clinical Hypnotherapist|Clinical Hypnotherapy in Harpenden and Online|Book Your Free Hypnotherapy Consultation|Terms of Service for Hypnotherapy Sessions)$|FAQ$)/,
      );
      expect(item.todo).toMatch(
        /^(“.+” is a placeholder|This quote |These details were written|This page was written)/,
      );
    }
  });

  it('speaks her words: no file, field name or file name in what she reads', () => {
    for (const { place, todo } of items) {
      expect(`${place} ${todo}`).not.toMatch(/src\/|\.(ya?ml|md)\b|\b[a-z]+[A-Z]\w*|\w+\.\w+\[|\b[a-z]+-[a-z]+ ›/);
    }
    expect(items.map((item) => item.place)).toContainEqual(
      expect.stringMatching(/^Testimonials › [^›]+ \(item \d+\) › Sample$/),
    );
    expect(items.map((item) => item.place)).toContain(
      `Practice settings › ${SETTINGS_FILES.credentials} › Credentials › DBS certificate number`,
    );
  });

  it('tells her to delete only what the editor lets her leave out', () => {
    type Field = { name: string; required?: boolean; fields?: Field[]; field?: { fields?: Field[] } };
    const settings = collections.find((collection) => collection.name === 'settings') as unknown as {
      files: { file: string; fields: Field[] }[];
    };
    const deletable = goLiveProblems().filter((problem) => / delete it /.test(problem.message));
    expect(deletable.map((problem) => problem.field)).toContain('credentials.memberships[1].membershipNumber');
    for (const { file, field: path = '' } of deletable) {
      let fields = settings.files.find((form) => form.file === file)?.fields ?? [];
      let field: Field | undefined;
      for (const step of path.split(/[.[\]]+/).filter((name) => name && !/^\d+$/.test(name))) {
        field = fields.find((candidate) => candidate.name === step);
        fields = field?.fields ?? field?.field?.fields ?? [];
      }
      expect(field?.required, path).toBe(false);
    }
  });

  it('says what to write as the website address before she has a domain', () => {
    const address = items.find(
      (item) => item.place === `Practice settings › ${SETTINGS_FILES.website} › Website address`,
    );
    expect(address?.todo).toContain('https://practice-website.pages.dev');
  });

  it('keeps each article she has not confirmed off the site, without holding the site back', () => {
    const articles = recommendedChecklist().filter((item) => item.place.startsWith('Blog posts › '));
    expect(articles).toHaveLength(10);
    for (const item of articles)
      expect(item.todo).toMatch(
        /^This article was written for another practice, so it stays off your site until you tick “Articles › /,
      );
  });

  it('lists each form’s lines together, in the order she saves: the quotes in one Save, the pages to confirm last', () => {
    const forms = items.map((item) => item.href);
    const runs = forms.filter((href, index) => href !== forms[index - 1]);
    expect(runs).toEqual([...new Set(forms)]);
    const quotes = forms.indexOf(`${paths.editor}#/collections/testimonials/entries/testimonials`);
    expect(quotes).toBeGreaterThan(0);
    expect(forms.slice(0, quotes).every((href) => href.includes('/collections/settings/'))).toBe(true);
    expect(forms.slice(quotes).some((href) => href.includes('/collections/settings/'))).toBe(false);
    for (const item of items.filter((line) => line.place.startsWith('Testimonials › ')))
      expect(item.todo).toMatch(/in this one form, Testimonials: clear them all, then Save once\.$/);
  });

  it('names the practitioner by the editor’s labels', () => {
    expect(items.map((item) => item.place)).toContain(
      `Practice settings › ${SETTINGS_FILES.practice} › Practitioner › Name`,
    );
  });

  it('recommends her photo and mentions a booking page, without counting them among what keeps the site from going live', () => {
    const recommended = recommendedChecklist();
    const photoAndBooking = recommended.filter((item) => !item.place.startsWith('Blog'));
    expect(photoAndBooking.map((item) => item.place)).toEqual([
      ...(site.portrait ? [] : [`Practice settings › ${SETTINGS_FILES.practice} › Your photo`]),
      ...(site.bookingUrl ? [] : [`Practice settings › ${SETTINGS_FILES.contact} › Online booking page`]),
    ]);
    for (const item of recommended) expect(items.map((required) => required.source)).not.toContain(item.source);
  });
});
