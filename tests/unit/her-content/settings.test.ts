import { describe, expect, it } from 'vitest';
import { placeInTheEditor } from '#/schemas/settings-place.ts';
import { settingsAsWritten, siteSettings } from '#/config/site.ts';
import { SETTINGS_FILE_NAMES, settingsFile } from '#/config/settings-files.ts';
import { parseSettings, parseSettingsFile, settingsSchemas, type SettingsTexts } from '#/config/settings-schema.ts';
import { settingsWithStandIns } from '#/config/settings-stand-in.ts';
import { ContentProblems } from '#/config/problems/problem.ts';
import { telHref } from '#/lib/contact-links.ts';
import { siteDataOf } from '#/editor/preview/site-data.ts';

const site = siteSettings();
const written = settingsAsWritten();
/** Most edits below are of the contact details. */
const CONTACT = settingsFile('contact');
const yaml = written.contact ?? '';

/** The contact settings with one line changed, as the owner might change it. */
const edited = (from: RegExp, to: string) => {
  expect(yaml).toMatch(from);
  return yaml.replace(from, to);
};

function messages(texts: Partial<SettingsTexts>): string[] {
  try {
    parseSettings({ ...written, ...texts }, placeInTheEditor);
  } catch (error) {
    if (error instanceof ContentProblems) return error.message.split('\n');
    throw error;
  }
  return [];
}

/** How a line about a contact detail ends: where she finds it in the editor, by its labels. */
const IN_CONTACT = 'In the editor: Practice settings › Contact details and opening hours ›';

/** The contact settings as given, the other files as shipped. */
const contactMessages = (text: string) => messages({ contact: text });

const lineOf = (text: string, pattern: RegExp) => text.split('\n').findIndex((line) => pattern.test(line)) + 1;

describe('settings', () => {
  it('are read from the settings files as written, merged into one', () => {
    expect(messages({})).toEqual([]);
    expect(written.contact).toContain(site.email);
    expect(written.fees).toContain(`session: ${site.prices.session}`);
    expect(written.practice).toContain(site.practitioner.name);
  });

  it('hold each field in one file only', () => {
    const fields = SETTINGS_FILE_NAMES.flatMap((name) => Object.keys(settingsSchemas[name].shape));
    expect(fields).toEqual([...new Set(fields)]);
  });

  it('refuse a bad value, naming the file, line and field', () => {
    const text = edited(/^email: .*$/m, 'email: "not-an-email"');
    expect(contactMessages(text)).toEqual([
      `${CONTACT}, line ${lineOf(text, /^email:/)}, email: "not-an-email" is not an e-mail address. Write it as e.g. "name@example.co.uk". ${IN_CONTACT} E-mail address.`,
    ]);
  });

  it('refuse a price written as text and an impossible opening time, each in its own file', () => {
    const fees = (written.fees ?? '').replace(/^ {2}session: .*$/m, '  session: "£80"');
    const contact = edited(/closes: "\d\d:\d\d"/, 'closes: "25:00"');
    const found = messages({ fees, contact });
    expect(found).toHaveLength(2);
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${CONTACT}, line ${lineOf(contact, /25:00/)}, officeHours\\[1\\]\\.closes: "25:00" is not a time`),
      ),
    );
    expect(found).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${settingsFile('fees')}, line ${lineOf(fees, /£80/)}, prices\\.session: "£80" is not a number`),
      ),
    );
  });

  it('name a misspelt field and the one it was meant to be', () => {
    const text = edited(/^ {2}town: /m, '  twn: ');
    expect(contactMessages(text)).toEqual([
      `${CONTACT}, line ${lineOf(text, /^ {2}twn:/)}, address.twn: "twn" is not a field here. Did you mean town?`,
    ]);
  });

  it('name a field written in the wrong file, and the file it belongs in', () => {
    const fees = `${written.fees ?? ''}\nemail: "hello@example.com"\n`;
    expect(messages({ fees })).toEqual([
      `${settingsFile('fees')}, line ${lineOf(fees, /^email:/)}, email: "email" is not a field here. It belongs in ${CONTACT} (Practice settings › Contact details and opening hours): move it there.`,
    ]);
  });

  it('name a missing file in one line, beside the other files’ problems', () => {
    const contact = edited(/^email: .*$/m, 'email: "not-an-email"');
    expect(messages({ fees: undefined, contact })).toEqual([
      expect.stringMatching(new RegExp(`^${CONTACT}, line \\d+, email: `)),
      `${settingsFile('fees')}: is missing: the practice settings are in several files, and each must be there. Restore it from the repository’s history.`,
    ]);
  });

  it('read a day as open from its times or as closed, and refuse a mix of the two', () => {
    expect(site.officeHours.filter((day) => 'closed' in day)).toHaveLength((yaml.match(/closed: true/g) ?? []).length);
    const noClosing = edited(/^ {4}closes: .*\n/m, '');
    expect(contactMessages(noClosing)).toEqual([
      expect.stringMatching(/officeHours\[1\]\.closes: missing\. Give both/),
    ]);
    const timedClosedDay = edited(/^ {4}closed: true$/m, '    closed: true\n    opens: "09:00"');
    expect(contactMessages(timedClosedDay)).toEqual([
      expect.stringMatching(
        new RegExp(`line ${lineOf(timedClosedDay, /closed: true/) + 1}, .*opens: "09:00" is given for a closed day`),
      ),
    ]);
  });

  it('tell a broken indent by its line and column', () => {
    const text = edited(/^ {4}closed: true$/m, '   closed: true');
    expect(contactMessages(text)[0]).toMatch(new RegExp(`^${CONTACT}, line \\d+: .+\\(column \\d+\\)\\.$`));
  });
});

describe('the phone number', () => {
  const phoneOf = (number: string) => parseSettingsFile('contact', edited(/^phone: .*$/m, `phone: "${number}"`)).phone;

  it.each([
    ['+44 (0)1582 123456', '01582 123456'],
    ['01582-123456', '01582 123456'],
    ['(01582) 123456', '01582 123456'],
    ['0044 1582 123456', '01582 123456'],
    ['+44 7700 900123', '07700 900123'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
  ])('reads %s as people write it, and keeps it as %s', (number, kept) => {
    expect(phoneOf(number)).toBe(kept);
  });

  it('gives the call links a number that dials', () => {
    expect(telHref(phoneOf('+44 (0)1582 123456'))).toBe('tel:+441582123456');
  });

  it.each(['01582 123456 ext. 12', '01582 123456 x12', '01582 123456 extension 12'])(
    'refuses %s in one plain line: a call link would dial the extension as part of the number',
    (number) => {
      const text = edited(/^phone: .*$/m, `phone: "${number}"`);
      expect(contactMessages(text)).toEqual([
        `${CONTACT}, line ${lineOf(text, /^phone:/)}, phone: "${number}" has an extension (12), which a tap on the number cannot dial: callers would reach the wrong line. Write a number that reaches you directly, e.g. "01582 123456". ${IN_CONTACT} Your phone number.`,
      ]);
    },
  );

  it('refuses a number that cannot be dialled, in one plain line', () => {
    const text = edited(/^phone: .*$/m, 'phone: "01582 12345"');
    expect(contactMessages(text)).toEqual([
      `${CONTACT}, line ${lineOf(text, /^phone:/)}, phone: "01582 12345" cannot be dialled. Write the number as you would dial it, e.g. "01582 123456". ${IN_CONTACT} Your phone number.`,
    ]);
  });
});

describe('the stand-in for refused settings (one round of problems)', () => {
  it('reads each refused field as the stand-in’s and keeps every other field as written', () => {
    const text = edited(/^email: .*$/m, 'email: "not-an-email"').replace(/^ {2}town: .*$/m, '  town: "Wheathampstead"');
    const practice = (written.practice ?? '').replace(/^ {2}name: .*$/m, '  name: "Anna Hartley"');
    const read = settingsWithStandIns({ ...written, contact: text, practice });
    expect(read.email).toBe('hello@example.com');
    expect(read.address.town).toBe('Wheathampstead');
    expect(read.practitioner.name).toBe('Anna Hartley');
  });

  it('reads a file that is not YAML, or is missing, as the stand-in', () => {
    const read = settingsWithStandIns({ ...written, practice: 'practiceName: [', fees: undefined });
    expect(read.practiceName).toBe('Harpenden Clinical Hypnotherapy');
    expect(read.prices.session).toBeGreaterThan(0);
    expect(read.email).toBe(site.email);
  });
});

describe('what the editor and the build both take', () => {
  it('take a postcode in small letters or without its space, and show it in capitals, spaced', () => {
    const text = edited(/^ {2}postcode: .*$/m, '  postcode: "al52lx"');
    expect(contactMessages(text)).toEqual([]);
    expect(parseSettingsFile('contact', text).address.postcode).toBe('AL5 2LX');
  });

  it('show that postcode in the editor’s preview as the build does', () => {
    const typed = { ...site, address: { ...site.address, postcode: 'al52lx' } };
    expect(siteDataOf(typed, {}).settings.address.postcode).toBe('AL5 2LX');
  });

  it('tell a price written with a £ to drop it, as the editor’s number field refuses it', () => {
    const fees = (written.fees ?? '').replace(/^ {2}session: .*$/m, '  session: "£75.00"');
    expect(messages({ fees })).toEqual([
      `${settingsFile('fees')}, line ${lineOf(fees, /£75/)}, prices.session: "£75.00" is not a number: drop the £ and write the amount only, e.g. 75. In the editor: Practice settings › Fees and sessions › Prices › Session price in pounds (a number, no £ sign).`,
    ]);
  });

  it('list a professional body without a register link', () => {
    const credentials = (written.credentials ?? '').replace(/^ {6}registerUrl: .*\n/m, '');
    expect(messages({ credentials })).toEqual([]);
    const [first] = parseSettingsFile('credentials', credentials).credentials.memberships;
    expect(first?.registerUrl).toBeUndefined();
  });

  it('read her confirmations as ticks, one a fact, each page’s under its kind', () => {
    const confirmations = (written.confirmations ?? '')
      .replace(/^ {2}venue: false$/m, '  venue: true')
      .replace(/^ {4}dental: false$/m, '    dental: true');
    expect(parseSettingsFile('confirmations', confirmations).confirmed).toEqual(['venue', 'clinic:dental']);
    expect(parseSettingsFile('confirmations', '').confirmed).toEqual([]);
  });

  it('tell a list written where her ticks belong, in one line', () => {
    const confirmations = 'confirmed:\n  - "venue"\n';
    expect(messages({ confirmations })).toEqual([
      `${settingsFile('confirmations')}, line 1, confirmed: is a list, where a group of fields belongs. Write its fields indented below it, one a line. In the editor: Practice settings › What is true of your practice › Confirmed as mine.`,
    ]);
  });
});
