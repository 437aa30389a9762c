import { describe, expect, it } from 'vitest';
import { site } from '~/config/site';
import { parseSettings } from '~/config/settings-schema';

describe('settings', () => {
  it('ship with the documented placeholders for the owner to replace', () => {
    expect(site.email).toMatch(/@example\.com$/);
    expect(site.phone.replace(/\s/g, '')).toMatch(/^01632960\d{3}$/);
    expect(site.social).toHaveLength(3);
  });

  it('hold the spec’s business facts', () => {
    expect(site.prices.session).toBe(75);
    expect(site.officeHours).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
      { days: ['Saturday'], opens: '10:00', closes: '14:00' },
      { days: ['Sunday'], closed: true },
    ]);
  });

  it('refuse bad values, naming the file and every bad field', () => {
    const broken = { ...site, email: 'not-an-email', address: { ...site.address, postcode: '12345' } };
    expect(() => parseSettings(broken)).toThrow(/src\/config\/site\.ts[\s\S]*email[\s\S]*address\.postcode/);
  });

  it('refuse an impossible opening time', () => {
    const broken = { ...site, officeHours: [{ days: ['Monday'], opens: '25:00', closes: '18:00' }] };
    expect(() => parseSettings(broken as Parameters<typeof parseSettings>[0])).toThrow(/officeHours/);
  });
});
