/**
 * The privacy notice and the terms say what the settings say: her name, address, ICO number,
 * the companies that handle data, prices and cancellation notice. Run after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { builtPages, DIST } from '../support/built-pages';

const site = siteSettings();
const settingsTokens = settingsFillIns().tokens;

const text = (page: string) =>
  readFileSync(join(DIST, `${page}.html`), 'utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const address = settingsTokens['address'] ?? '';

describe('the privacy notice', () => {
  const privacy = text('privacy');
  it.each([
    ['the practitioner', site.practitioner.name],
    ['the address', address],
    ['the ICO registration', site.privacy.icoRegistration],
    ...Object.entries(site.privacy.processors).map(([role, name]): [string, string] => [`the ${role} processor`, name]),
  ])('names %s from the settings', (_what, value) => {
    expect(privacy).toContain(value);
  });

  it('states the Article 9 condition and who data is shared with', () => {
    expect(privacy).toMatch(/Article 9\(2\)\(h\).*Schedule 1, Part 1, paragraph 2\(2\)\(d\)/);
    expect(privacy).toMatch(/Who I share it with/);
  });
});

describe('the terms', () => {
  const terms = text('terms');
  it.each([
    ['the practitioner', site.practitioner.name],
    ['the address', address],
    ['the e-mail address', site.email],
    ['the session price', settingsTokens['sessionPrice'] ?? ''],
    ['the first session price', settingsTokens['firstSessionPrice'] ?? ''],
    ['the cancellation notice', `${site.prices.cancellationNoticeHours} hours`],
  ])('give %s from the settings', (_what, value) => {
    expect(value).not.toBe('');
    expect(terms).toContain(value);
  });

  it('carry the model cancellation form, an ADR statement and the Scottish and Northern Irish courts', () => {
    expect(terms).toMatch(/Model cancellation form.*hereby give notice that I\/We \[\*\] cancel/);
    expect(terms).toMatch(/alternative dispute resolution/i);
    expect(terms).toMatch(/courts of Scotland or Northern Ireland/);
  });
});

describe('the accessibility statement', () => {
  const statement = text('accessibility');
  it.each([
    ['the e-mail address', site.email],
    ['the phone number', site.phone],
  ])('gives %s from the settings, to report a problem', (_what, value) => {
    expect(statement).toContain(value);
  });

  it('names the standard and how it is tested', () => {
    expect(statement).toMatch(/WCAG\) 2\.2 at level AA/);
    expect(statement).toMatch(/375 pixels.*1280 pixels/);
    expect(statement).toMatch(/Known limits/);
  });
});

describe('every page', () => {
  it.each(builtPages())('%s links the accessibility statement from its footer', (page) => {
    const footer = /<footer[\s\S]*<\/footer>/.exec(readFileSync(join(DIST, page), 'utf8'))?.[0] ?? '';
    expect(footer, page).toMatch(/<a href="\/accessibility"[^>]*>Accessibility<\/a>/);
  });
});
