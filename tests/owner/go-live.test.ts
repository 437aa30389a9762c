/**
 * The first deploy, as the hosts run it (`npm run build:live`) on a fresh copy: while the go-live
 * checklist has items it publishes the web editor, the checklist (each item linking to its entry
 * in the editor) and a holding page, with no placeholder or sample on any public file; a content
 * mistake still publishes nothing; an unticked sample quote stays on the list; once the owner
 * has replaced every placeholder and sample, the whole site.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeholderSettings } from '#/go-live/placeholders.ts';
import { SHIPPED_SAMPLES_FILE, wordsOf } from '#/content-check/shipped.ts';
import { labels } from '#/config/labels.ts';
import { goLiveWords } from '#/config/go-live-words.ts';
import { PREVIEW_ENTRY } from '#/editor/preview-bundle.ts';
import { moduleGraph } from '../support/module-graph';
import { paths } from '#/config/paths.ts';
import { SETTINGS_FILE_NAMES, settingsFile, type SettingsFileName } from '#/config/settings-files.ts';
import { siteSettings } from '#/config/site.ts';
import { build, edit, read, run, write, scratchCopy } from './scratch';
import { confirmFacts } from './launch-values';

const CONTACT = settingsFile('contact');
const CREDENTIALS = settingsFile('credentials');
const TESTIMONIALS = 'src/content/testimonials.yaml';
const sampleWords = (parse(readFileSync(SHIPPED_SAMPLES_FILE, 'utf8')) as string[]).map(wordsOf);
/** The build command the host runs, as netlify.toml gives it. */
const hostCommand = /^\s*command = "(.+)"$/m.exec(readFileSync('netlify.toml', 'utf8'))?.[1] ?? '';
const placeholders = placeholderSettings().map(
  (problem) => /^"(.+)" is a placeholder/.exec(problem.message)?.[1] ?? '',
);

let dir: string;
let first: ReturnType<typeof build>;

const dist = (file: string) => join(dir, 'dist', file);
const builtFile = (file: string) => read(dir, join('dist', file));
const publicFiles = () =>
  readdirSync(join(dir, 'dist'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.(html|xml|txt|json|webmanifest|js)$/.test(file) && !`/${file}`.startsWith(paths.editor),
  );
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ');
/** The lines of a file that match, as "file, line N". */
const linesOf = (file: string, pattern: RegExp) =>
  read(dir, file)
    .split('\n')
    .flatMap((line, index) => (pattern.test(line) && !line.startsWith('#') ? [`${file}, line ${index + 1}`] : []));

/** The editor's collections and entries, as its built config names them. */
function editorEntries(): Set<string> {
  const config = parse(builtFile('admin/config.yml')) as {
    collections: { name: string; folder?: string; files?: { name: string }[] }[];
  };
  return new Set(
    config.collections.flatMap(({ name, folder, files }) =>
      folder
        ? readdirSync(join(dir, folder)).map((file) => `${name}/entries/${file.replace(/\.md$/, '')}`)
        : (files ?? []).map((file) => `${name}/entries/${file.name}`),
    ),
  );
}

/** The owner's words for a quote: her client's, not the sample's. */
const realWords = (index: number) =>
  `Session ${index + 1} gave me a calmer way to start the day, and I am grateful for the patient, practical help.`;

function editYaml<T>(file: string, change: (data: T) => void): void {
  edit(dir, file, (text) => {
    const data = parse(text) as T;
    change(data);
    return stringify(data, { lineWidth: 0 });
  });
}

/** What a practitioner with her own details (and no DBS certificate or Instagram) writes, form by form. */
function realSettings(): void {
  const save = (name: SettingsFileName, fields: Record<string, unknown>) =>
    editYaml<Record<string, unknown>>(settingsFile(name), (settings) => Object.assign(settings, fields));
  save('practice', {
    practiceName: 'St Albans Road Hypnotherapy',
    practitioner: { ...siteSettings().practitioner, name: 'Anna Hartley' },
  });
  save('website', {
    siteUrl: 'https://www.annahartley-hypnotherapy.co.uk',
    social: [{ network: 'Facebook', url: 'https://www.facebook.com/annahartleyhypnotherapy' }],
  });
  save('contact', { email: 'anna@annahartley-hypnotherapy.co.uk', phone: '01582 712345' });
  save('credentials', {
    credentials: {
      qualifications: ['Hypnotherapy Practitioner Diploma (HPD)'],
      memberships: [
        {
          name: 'National Council for Hypnotherapy (NCH)',
          membershipNumber: 'NCH-12345',
          registerUrl: 'https://www.nch.org.uk/find-a-therapist/anna-hartley',
        },
      ],
      insurer: 'Balens Ltd',
    },
    dentalPartner: 'Harpenden Dental Care',
  });
  confirmFacts(dir);
  save('privacy', {
    privacy: {
      icoRegistration: 'ZB123456',
      processors: { email: 'Fastmail', videoCalls: 'Zoom', webHost: 'Netlify', payments: 'Starling Bank' },
    },
  });
}

function realQuotes(): void {
  editYaml<{ content: string; sample: boolean }[]>(TESTIMONIALS, (list) =>
    list.forEach((quote, index) => Object.assign(quote, { content: realWords(index), sample: false })),
  );
}

const UNQUOTED = { file: 'src/content/services/sleep-issues.md', title: 'Sleep Issues' };

describe('the first deploy of a fresh copy', () => {
  beforeAll(() => {
    dir = scratchCopy();
    // A title without quote marks, as YAML allows and GitHub's editor leaves it: the checklist still names it.
    edit(dir, UNQUOTED.file, (text) => text.replace(/^title: "(.+)"$/m, 'title: $1'));
    first = build(dir, '--live');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('succeeds and publishes the web editor, its checklist and a holding page', () => {
    expect(first.output).toMatch(/go-live checklist \(\/admin\/go-live: \d+ things to do\)/);
    expect(first.status).toBe(0);
    for (const file of ['admin.html', 'admin/config.yml', 'admin/sveltia-cms.js', 'admin/go-live.html'])
      expect(existsSync(dist(file)), file).toBe(true);
    // The editor's preview (src/editor/integration.ts): its entry and the templates it loads later.
    expect(builtFile('admin.html')).toContain(`src="${PREVIEW_ENTRY}"`);
    expect(existsSync(dist(PREVIEW_ENTRY))).toBe(true);
    expect(moduleGraph(dist(''), PREVIEW_ENTRY).size).toBeGreaterThan(1);
    for (const page of ['index.html', '404.html'])
      expect(builtFile(page)).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(existsSync(dist('about.html'))).toBe(false);
    expect(existsSync(dist('sitemap-index.xml'))).toBe(false);
  });

  it('lists every placeholder and sample, each linking to its entry in the editor', () => {
    const checklist = builtFile('admin/go-live.html');
    const expected = [
      ...SETTINGS_FILE_NAMES.flatMap((name) =>
        linesOf(settingsFile(name), /example\.com|\/example"|"01632 960\d{3}"|placeholder/i),
      ),
      ...linesOf(TESTIMONIALS, /^\s*sample: true$/),
    ];
    expect(expected.length).toBeGreaterThan(20);
    // The host's log names each by file and line; her checklist, by the editor's words only.
    for (const where of expected) expect(first.output).toContain(`  - ${where}, `);
    // Her words: the page less its inlined styles (whose `.md\:` selectors are Tailwind's) and scripts.
    expect(checklist.replace(/<(style|script)\b[\s\S]*?<\/\1>/g, '')).not.toMatch(/src\/content|\.yaml|\.md\b/);
    expect(checklist).toContain(`>Services › ${UNQUOTED.title}</a>`);
    const entries = editorEntries();
    const required = checklist.split(goLiveWords.checklist.recommended)[0] ?? '';
    const items = required.split('<li class').slice(1);
    expect(items).toHaveLength(Number(/\((?:\/admin\/go-live): (\d+)/.exec(first.output)?.[1]));
    for (const item of items) {
      const entry = new RegExp(`href="${paths.editor}#/collections/([^"]+)"`).exec(item)?.[1] ?? '';
      expect(entries, item).toContain(entry);
    }
  });

  it('shows visitors no placeholder and no sample, anywhere outside the editor', () => {
    expect(placeholders).toContain('Sarah Ellis');
    const files = publicFiles();
    expect(files).toContain('index.html');
    for (const file of files) {
      const text = builtFile(file);
      for (const value of placeholders) expect(text, file).not.toContain(value);
      for (const words of sampleWords) expect(wordsOf(textOf(text)), file).not.toContain(words);
    }
  });

  it('publishes nothing for a content mistake, the host’s log naming the file and line first', () => {
    const before = builtFile('index.html');
    const settings = edit(dir, CONTACT, (text) => text.replace(/^phone: "(.*)"$/m, 'phone: "01582 71234O"'));
    const [command = '', ...args] = hostCommand.split(' ');
    const failed = run(dir, command, args);
    expect(failed.status).not.toBe(0);
    const line = settings.split('\n').findIndex((text) => text.startsWith('phone:')) + 1;
    expect(failed.stderr.split('\n')[0]).toMatch(new RegExp(`^${CONTACT}, line ${line}, phone: `));
    expect(builtFile('index.html')).toBe(before);
  });

  describe('with her details, one sample quote whose box she unticked, and her dental partner deleted', () => {
    let held: ReturnType<typeof build>;
    beforeAll(() => {
      write(dir, CONTACT, readFileSync(CONTACT, 'utf8'));
      realSettings();
      edit(dir, CREDENTIALS, (text) => text.replace(/^dentalPartner: .*\n/m, ''));
      realQuotes();
      const list = parse(readFileSync(TESTIMONIALS, 'utf8')) as { content: string }[];
      editYaml<{ content: string; sample: boolean }[]>(TESTIMONIALS, (quotes) =>
        Object.assign(quotes[0] ?? {}, { content: list[0]?.content, sample: false }),
      );
      held = build(dir, '--live');
    });

    it('builds on when she deletes a detail the text names (its sentences are left out)', () => {
      expect(held.status).toBe(0);
      expect(builtFile('index.html')).toContain('noindex');
    });

    it('keeps a sample quote on the list when its box is unticked', () => {
      expect(held.output).toContain('(/admin/go-live: 1 thing to do)');
      expect(held.output).toContain(`  - ${TESTIMONIALS}, line 2, [1].content: `);
      expect(builtFile('admin/go-live.html')).not.toContain(TESTIMONIALS);
      expect(builtFile('admin/go-live.html')).toMatch(/Testimonials › \w+ \(item 1\) › Content/);
      expect(builtFile('admin/go-live.html')).toContain(
        `${paths.editor}#/collections/testimonials/entries/testimonials`,
      );
    });
  });

  it('publishes the whole site once the checklist is empty', () => {
    write(dir, TESTIMONIALS, read(dir, TESTIMONIALS).replace(/^( {2}content: ).*$/m, `$1"${realWords(50)}"`));
    const live = build(dir, '--live');
    expect(live.output).toMatch(/\] \d+ page\(s\) built in \d.*s$/m);
    expect(live.status).toBe(0);
    expect(builtFile('index.html')).not.toContain('noindex');
    expect(existsSync(dist('sitemap-index.xml'))).toBe(true);
    const about = builtFile('about.html');
    expect(about).toContain('Anna Hartley');
    expect(about).not.toContain(labels.dbsCheck);
    expect(about).toContain(`${labels.insuredWith} Balens Ltd`);
    expect(builtFile('index.html')).not.toMatch(/instagram|linkedin/i);
    expect(builtFile('index.html')).toContain('https://www.facebook.com/annahartleyhypnotherapy');
  });
});
