import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE, siteSettings } from '#/config/site.ts';
import { parseSettings } from '#/config/settings-schema.ts';
import { settingsWithStandIns } from '#/config/settings-stand-in.ts';
import { ContentProblems } from '#/config/problems/problem.ts';
import { telHref } from '#/lib/contact-links.ts';

const site = siteSettings();

const yaml = readFileSync(SETTINGS_FILE, 'utf8');

/** The settings file with one line changed, as the owner might change it. */
const edited = (from: RegExp, to: string) => {
  expect(yaml).toMatch(from);
  return yaml.replace(from, to);
};

function messages(text: string): string[] {
  try {
    parseSettings(text, SETTINGS_FILE);
  } catch (error) {
    if (error instanceof ContentProblems) return error.message.split('\n');
    throw error;
  }
  return [];
}

const lineOf = (text: string, pattern: RegExp) => text.split('\n').findIndex((line) => pattern.test(line)) + 1;

describe('settings', () => {
  it('are read from the settings file as written', () => {
    expect(messages(yaml)).toEqual([]);
    expect(yaml).toContain(site.email);
    expect(yaml).toContain(`session: ${site.prices.session}`);
  });

  it('refuse a bad value, naming the file, line and field', () => {
    const text = edited(/^email: .*$/m, 'email: "not-an-email"');
    expect(messages(text)).toEqual([
      `${SETTINGS_FILE}, line ${lineOf(text, /^email:/)}, email: "not-an-email" is not an e-mail address. Write it as e.g. "name@example.co.uk".`,
    ]);
  });

  it('refuse a price written as text and an impossible opening time, each on its own line', () => {
    const text = edited(/^ {2}session: .*$/m, '  session: "£80"').replace(/closes: "\d\d:\d\d"/, 'closes: "25:00"');
    const found = messages(text);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/, prices\.session: "£80" is not a number/);
    expect(found[1]).toMatch(
      new RegExp(`line ${lineOf(text, /25:00/)}, officeHours\\[1\\]\\.closes: "25:00" is not a time`),
    );
  });

  it('name a misspelt field and the one it was meant to be', () => {
    const text = edited(/^ {2}town: /m, '  twn: ');
    expect(messages(text)).toEqual([
      `${SETTINGS_FILE}, line ${lineOf(text, /^ {2}twn:/)}, address.twn: "twn" is not a field here. Did you mean town?`,
    ]);
  });

  it('read a day as open from its times or as closed, and refuse a mix of the two', () => {
    expect(site.officeHours.filter((day) => 'closed' in day)).toHaveLength((yaml.match(/closed: true/g) ?? []).length);
    const noClosing = edited(/^ {4}closes: .*\n/m, '');
    expect(messages(noClosing)).toEqual([expect.stringMatching(/officeHours\[1\]\.closes: missing\. Give both/)]);
    const timedClosedDay = edited(/^ {4}closed: true$/m, '    closed: true\n    opens: "09:00"');
    expect(messages(timedClosedDay)).toEqual([
      expect.stringMatching(
        new RegExp(`line ${lineOf(timedClosedDay, /closed: true/) + 1}, .*opens: "09:00" is given for a closed day`),
      ),
    ]);
  });

  it('tell a broken indent by its line and column', () => {
    const text = edited(/^ {4}closed: true$/m, '   closed: true');
    expect(messages(text)[0]).toMatch(new RegExp(`^${SETTINGS_FILE}, line \\d+: .+\\(column \\d+\\)\\.$`));
  });
});

describe('the phone number', () => {
  const phoneOf = (written: string) =>
    parseSettings(edited(/^phone: .*$/m, `phone: "${written}"`), SETTINGS_FILE).phone;

  it.each([
    ['+44 (0)1582 123456', '01582 123456'],
    ['01582-123456', '01582 123456'],
    ['(01582) 123456', '01582 123456'],
    ['0044 1582 123456', '01582 123456'],
    ['+44 7700 900123', '07700 900123'],
    ['+33 1 23 45 67 89', '+33 1 23 45 67 89'],
  ])('reads %s as people write it, and keeps it as %s', (written, kept) => {
    expect(phoneOf(written)).toBe(kept);
  });

  it('gives the call links a number that dials', () => {
    expect(telHref(phoneOf('+44 (0)1582 123456'))).toBe('tel:+441582123456');
  });

  it.each(['01582 123456 ext. 12', '01582 123456 x12', '01582 123456 extension 12'])(
    'refuses %s in one plain line: a call link would dial the extension as part of the number',
    (written) => {
      const text = edited(/^phone: .*$/m, `phone: "${written}"`);
      expect(messages(text)).toEqual([
        `${SETTINGS_FILE}, line ${lineOf(text, /^phone:/)}, phone: "${written}" has an extension (12), which a tap on the number cannot dial: callers would reach the wrong line. Write a number that reaches you directly, e.g. "01582 123456".`,
      ]);
    },
  );

  it('refuses a number that cannot be dialled, in one plain line', () => {
    const text = edited(/^phone: .*$/m, 'phone: "01582 12345"');
    expect(messages(text)).toEqual([
      `${SETTINGS_FILE}, line ${lineOf(text, /^phone:/)}, phone: "01582 12345" cannot be dialled. Write the number as you would dial it, e.g. "01582 123456".`,
    ]);
  });
});

describe('the stand-in for refused settings (one round of problems)', () => {
  it('reads each refused field as the stand-in’s and keeps every other field as written', () => {
    const text = edited(/^email: .*$/m, 'email: "not-an-email"').replace(/^ {2}town: .*$/m, '  town: "Wheathampstead"');
    const read = settingsWithStandIns(text, SETTINGS_FILE);
    expect(read.email).toBe('hello@example.com');
    expect(read.address.town).toBe('Wheathampstead');
  });

  it('reads a file that is not YAML as the stand-in', () => {
    expect(settingsWithStandIns('email: [', SETTINGS_FILE).practiceName).toBe('Harpenden Clinical Hypnotherapy');
  });
});
