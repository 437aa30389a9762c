/**
 * Her practice in a few answers (Practice settings › Your practice, issue 48), each changed from the one shipped:
 * every text of her content files, as the site shows it (fields filled in, bodies rendered), follows it. What is
 * expected comes from her answers and her settings as written, never from the fill-ins.
 */
import { satteri } from '@astrojs/markdown-satteri';
import { describe, expect, it, vi } from 'vitest';

const ANSWERS = vi.hoisted(
  () =>
    ({
      freeConsultation: false,
      approach: 'person-centred',
      sessionsWhere: 'Online only',
      ages: 'Adults only',
    }) as const,
);

vi.mock('#/config/site.ts', async (original) => {
  const site = await original<typeof import('#/config/site.ts')>();
  return {
    ...site,
    siteSettings: () => ({ ...site.siteSettings(), ...ANSWERS }),
    writtenSettings: () => ({ ...site.writtenSettings(), ...ANSWERS }),
  };
});

const { siteSettings } = await import('#/config/site.ts');
const { settingsFillIns } = await import('#/lib/settings-fill-ins.ts');
const { markdownProcessing } = await import('#/lib/markdown-processing.ts');
const { readEntries } = await import('#/lib/entries.ts');
const { contentSources } = await import('#/schemas/collections.ts');
const { textSchemas } = await import('#/schemas/text.ts');
const { fullBookingLabel } = await import('#/lib/nav-links.ts');
const { feeSummary } = await import('#/lib/fees.ts');

const COLLECTIONS = ['pages', 'services', 'clinics', 'blog', 'faq', 'process'] as const;
const site = siteSettings();

/** Her fields' words, not their names or ids. */
function fieldTexts(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'id' ? [] : [value];
  if (Array.isArray(value)) return value.flatMap((item) => fieldTexts(item));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([name, inner]) => fieldTexts(inner, name));
  return [];
}

interface Shown {
  file: string;
  text: string;
  html: string;
}

/** Every entry on the site (not a draft), each text as a visitor reads it. */
async function shownTexts(): Promise<Shown[]> {
  const { droppableText } = textSchemas(settingsFillIns());
  const render = await satteri(markdownProcessing({ heldBack: () => [] })).createRenderer({ syntaxHighlight: false });
  const shown: Shown[] = [];
  for (const collection of COLLECTIONS) {
    for (const entry of readEntries(contentSources[collection].source)) {
      const data = entry.data as { draft?: unknown; question?: unknown };
      // A draft is not on the site, nor a question her answers rule out (the FAQ leaves out its answer too).
      if (data.draft === true || (typeof data.question === 'string' && droppableText.parse(data.question) === ''))
        continue;
      for (const text of fieldTexts(entry.data))
        shown.push({ file: entry.file, text: droppableText.parse(text), html: '' });
      if (entry.body) {
        const html = (await render.render(entry.body.text, {})).code;
        shown.push({ file: entry.file, text: html.replace(/<[^>]+>/g, ''), html });
      }
    }
  }
  return shown;
}

const texts = await shownTexts();
/** Each text saying it, by its file and the words around it. */
const saying = (pattern: RegExp) =>
  texts.flatMap(({ file, text }) => {
    const found = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`);
    return [...text.matchAll(found)].map(
      ({ index }) => `${file}: …${text.slice(Math.max(0, index - 60), index + 60)}…`,
    );
  });

describe('“My first consultation is free”, unticked', () => {
  it('no text says the first consultation is free', () => {
    expect(saying(/\bfree\b[^.]{0,40}\bconsultation|\bconsultation\b[^.]{0,40}\bfree\b|free of charge/i)).toEqual([]);
    expect(saying(/first consultation/i).length).toBeGreaterThan(0);
  });

  it('the booking buttons and the fees ask for a first consultation, with no price of “free”', () => {
    expect(fullBookingLabel(site)).toBe('Book Your First Consultation');
    expect(feeSummary(site)[0]).toMatchObject({ what: 'First consultation', price: '' });
  });
});

describe('“How you work”, changed', () => {
  it('every text that named the approach names hers', () => {
    expect(saying(/solution-focused/i)).toEqual([]);
    expect(saying(new RegExp(ANSWERS.approach, 'i')).length).toBeGreaterThan(10);
  });
});

describe('“Where you see clients”: online only', () => {
  it('no text names the venue or its street, or offers to meet in person', () => {
    expect(saying(new RegExp(`${site.address.venue}|${site.address.street}`))).toEqual([]);
    expect(saying(/\bin person\b/i)).toEqual([]);
  });
});

describe('“The ages you see”: adults only', () => {
  const forAges = COLLECTIONS.flatMap((collection) =>
    readEntries(contentSources[collection].source).filter((entry) => 'forAges' in (entry.data as object)),
  );

  it('holds back every page and article written for teenagers or children, as a draft', () => {
    expect(forAges.map(({ id }) => id).sort()).toEqual(
      ['child_school_refusal', 'teen-support', 'teen_anxiety', 'teens'].sort(),
    );
    for (const entry of forAges) expect((entry.data as { draft?: unknown }).draft, entry.file).toBe(true);
  });

  it('no text links to one of them, or says she works with teenagers', () => {
    const held = forAges.map(({ id }) => id);
    const linking = texts.filter(({ html }) => held.some((id) => html.includes(`/${id}"`)));
    expect(linking.map(({ file }) => file)).toEqual([]);
    expect(saying(/work(ed)? with (adults, )?teenagers|under-16s|under 16/i)).toEqual([]);
  });
});
