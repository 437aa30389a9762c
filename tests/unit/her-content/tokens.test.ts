import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { fillTokens, tokensOf, unsetTokensOf } from '#/config/fill-ins.ts';

const site = siteSettings();
const settingsTokens = settingsFillIns().tokens;

describe('fillTokens', () => {
  it('fills known tokens and reports unknown ones', () => {
    expect(fillTokens('{a} and {b}', { a: 'one' })).toEqual({ text: 'one and {b}', unknown: ['{b}'] });
  });
  it('leaves text without tokens alone', () => {
    expect(fillTokens('No braces here.', {})).toEqual({ text: 'No braces here.', unknown: [] });
  });
});

describe('settings tokens', () => {
  it('come from the settings, with ranges written with an en dash', () => {
    expect(settingsTokens['sessionPrice']).toBe(`£${site.prices.session}`);
    expect(settingsTokens['sessionLength']).toBe(`${site.prices.sessionMinutes.replace('-', '–')} minutes`);
    expect(settingsTokens['courseLength']).toBe(`${site.prices.typicalCourseSessions.replace('-', '–')} sessions`);
  });
});

describe('clinic tokens', () => {
  const clinics = [
    { id: 'menopause', data: { title: 'Menopause Clinic' } },
    { id: 'dental', data: { title: 'Dental Anxiety Clinic', draft: true } },
  ];
  it("name each published clinic by its title as {<id>Clinic}, from the clinics' files", () => {
    expect(tokensOf(site, clinics)['menopauseClinic']).toBe('Menopause Clinic');
    expect(settingsTokens['probonoClinic']).toBe('Pro Bono Clinic');
  });
  it('leave a clinic switched off as a draft unset, so a sentence naming it is left out', () => {
    expect(tokensOf(site, clinics)['dentalClinic']).toBeUndefined();
    expect(unsetTokensOf(site, clinics)).toContain('dentalClinic');
    expect(unsetTokensOf(site, clinics)).not.toContain('menopauseClinic');
  });
});
