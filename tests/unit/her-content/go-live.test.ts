import { describe, expect, it } from 'vitest';
import { settingsAsWritten, settingsSources, siteSettings } from '#/config/site.ts';
import { settingsFile, settingsFileName } from '#/config/settings-files.ts';
import type { SettingsTexts } from '#/config/settings-schema.ts';
import { placeholderSettings } from '#/go-live/placeholders.ts';
import { SHIPPED_SETTINGS } from '#/content-check/shipped.ts';

const site = siteSettings();

const written = settingsAsWritten();
/** The files that hold the credentials (and the partner practice) and the privacy notice's details. */
const CREDENTIALS = written.credentials ?? '';
const PRIVACY = written.privacy ?? '';
/** The placeholders in the settings, some files as given. */
const placeholders = (texts: Partial<SettingsTexts> = {}) =>
  placeholderSettings(settingsSources({ ...written, ...texts }));
const fields = (texts: Partial<SettingsTexts> = {}) => placeholders(texts).map((problem) => problem.field);
const lineAt = (text: string, line: number) => text.split('\n')[line - 1] ?? '';

/** The credential, partner and privacy settings, each with the field name the check should report (counting from 1). */
const credentialFields: [string, string][] = [
  ...site.credentials.qualifications.map((value, index): [string, string] => [
    `credentials.qualifications[${index + 1}]`,
    value,
  ]),
  ...site.credentials.memberships.flatMap((body, index): [string, string][] => [
    [`credentials.memberships[${index + 1}].membershipNumber`, body.membershipNumber ?? ''],
    [`credentials.memberships[${index + 1}].registerUrl`, body.registerUrl ?? ''],
  ]),
  ['credentials.dbsCertificate', site.credentials.dbsCertificate ?? ''],
  ['credentials.insurer', site.credentials.insurer ?? ''],
  ['dentalPartner', site.dentalPartner ?? ''],
  ['privacy.icoRegistration', site.privacy.icoRegistration],
  ...Object.entries(site.privacy.processors).map(([role, value]): [string, string] => [
    `privacy.processors.${role}`,
    value,
  ]),
];

describe('the go-live check on the settings', () => {
  it.each(credentialFields.filter(([, value]) => /placeholder/i.test(value)))(
    'refuses the placeholder in %s, naming the file and line',
    (field, value) => {
      const problem = placeholders().find((found) => found.field === field);
      const file = field.startsWith('privacy') ? 'privacy' : 'credentials';
      expect(problem?.file).toBe(settingsFile(file));
      expect(lineAt(written[file] ?? '', problem?.line ?? 0)).toContain(value);
    },
  );

  it('passes a credential once it holds a real value', () => {
    const [field] = credentialFields.find(([name]) => name.endsWith('membershipNumber')) ?? [''];
    const at = placeholders().find((found) => found.field === field)?.line ?? 0;
    const lines = CREDENTIALS.split('\n');
    lines[at - 1] = lineAt(CREDENTIALS, at).replace(/"[^"]*"/, '"12345"');
    expect(fields()).toContain(field);
    expect(fields({ credentials: lines.join('\n') })).not.toContain(field);
  });

  it('finds no placeholder in settings files without one', () => {
    const real = (text: string) => text.replace(/"[^"\n]*placeholder[^"\n]*"/gi, '"Real Value"');
    const found = fields({ credentials: real(CREDENTIALS), privacy: real(PRIVACY) });
    expect(found.filter((field) => credentialFields.some(([name]) => name === field))).toEqual([]);
  });
});

describe('the values the site was written with', () => {
  it.each(Object.entries(SHIPPED_SETTINGS))('names %s while it holds the shipped %s', (field, value) => {
    const problem = placeholders().find((found) => found.field === field);
    const name = settingsFileName(problem?.file ?? '');
    if (!name) throw new Error(`${field} is not named in a settings file`);
    expect(fields({ [name]: written[name]?.replace(`"${value}"`, '"Anna Hartley Hypnotherapy"') })).not.toContain(
      field,
    );
  });

  it('tells her she may delete what she does not have, and only that', () => {
    // As shipped, whatever she has already replaced: an example e-mail, social link and DBS number.
    const shipped = {
      contact: written.contact?.replace(/^email: .*$/m, 'email: "hello@example.com"'),
      website: written.website?.replace(/^( {4}url: ).*$/m, '$1"https://www.facebook.com/example"'),
      credentials: CREDENTIALS.replace(/^( {2}dbsCertificate: ).*$/m, '$1"placeholder: your certificate number"'),
    };
    const messages = new Map(placeholders(shipped).map((problem) => [problem.field, problem.message]));
    expect(messages.get('social[1].url')).toMatch(/or remove it from its list if you have none\.$/);
    expect(messages.get('credentials.memberships[1].membershipNumber')).toMatch(/or delete it if you have none\.$/);
    expect(messages.get('credentials.dbsCertificate')).toMatch(/or delete it if you have none\.$/);
    expect(messages.get('email')).toMatch(/Write your own\.$/);
  });
});
