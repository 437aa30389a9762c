/**
 * Her profile kit (issue 49, src/go-live/profile-kit.ts): each directory's texts, made from her settings and
 * pages, within the lengths the directories state (written here from their own words: Google Business
 * Profile's description 750 characters and a service's 300; Psychology Today's three personal-statement
 * boxes 640, 360 and 360), with her content as it is and with every text far longer.
 */
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { profileKit, within, type KitDirectory } from '#/go-live/profile-kit.ts';
import type { SiteContent } from '#/lib/site-content.ts';
import { settingsFillIns } from '#/lib/settings-fill-ins.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import { entries, serviceSlugs } from '../../content';

const STATED = {
  'Google Business Profile': { Description: 750 },
  'Psychology Today': { 'What can I help you with?': 640, 'What’s my approach?': 360, 'About me': 360 },
} as const;
const GOOGLE_SERVICE = 300;

const length = (text: string) => [...text].length;

/** Every text as her pages show it: {tokens} filled, typographic punctuation. */
function shown(value: unknown, change: (text: string) => string): unknown {
  const { tokens, unset } = settingsFillIns();
  if (typeof value === 'string') return change(shownCopy(value, tokens, unset).text);
  if (Array.isArray(value)) return value.map((item) => shown(item, change));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shown(item, change)]));
  return value;
}

/** Her settings and pages, each text changed by `change` (unchanged: as she wrote them). */
const siteContent = (change = (text: string) => text): SiteContent =>
  ({
    settings: siteSettings(),
    pages: Object.fromEntries(entries('pages').map(({ id, data }) => [id, shown(data, change)])),
    services: entries('services').map(({ id, data }) => ({ id, data: shown(data, change) })),
  }) as unknown as SiteContent;

const field = (kit: KitDirectory[], directory: string, label: string) => {
  const found = kit.find(({ name }) => name === directory)?.fields.find((each) => each.label === label);
  if (!found) throw new Error(`No "${label}" for ${directory}`);
  return found.text;
};

/** Every text the directories limit, with its stated length. */
function limited(kit: KitDirectory[]): { what: string; text: string; most: number }[] {
  const stated = Object.entries(STATED).flatMap(([directory, fields]) =>
    Object.entries(fields).map(([label, most]) => ({
      what: `${directory}: ${label}`,
      text: field(kit, directory, label),
      most,
    })),
  );
  const services = (kit.find(({ name }) => name === 'Google Business Profile')?.fields ?? [])
    .filter(({ label }) => label.startsWith('Service: '))
    .map(({ label, text }) => ({ what: label, text, most: GOOGLE_SERVICE }));
  expect(services).toHaveLength(serviceSlugs.length);
  return [...stated, ...services];
}

describe('her profile kit', () => {
  const kit = profileKit(siteContent());
  const site = siteSettings();

  it('gives each directory her name, address, phone, website and hours from her settings', () => {
    expect(field(kit, 'Google Business Profile', 'Business name')).toBe(site.practiceName);
    expect(field(kit, 'Psychology Today', 'Name and title')).toBe(
      `${site.practitioner.name}, ${site.practitioner.role}`,
    );
    for (const directory of ['Google Business Profile', 'Psychology Today']) {
      expect(field(kit, directory, 'Phone')).toBe(site.phone);
      expect(field(kit, directory, 'Website')).toBe(site.siteUrl);
      expect(field(kit, directory, 'Address').split('\n')).toEqual(Object.values(site.address));
    }
    expect(field(kit, 'Google Business Profile', 'Opening hours').split('\n')).toHaveLength(site.officeHours.length);
  });

  it('lists her services as her Services page orders them, and describes her practice in her pages’ words', () => {
    const services = entries('services');
    const titles = serviceSlugs.map((slug) => shown(services.find(({ id }) => id === slug)?.data['title'], (t) => t));
    expect(field(kit, 'Psychology Today', 'Services').split('\n')).toEqual(titles);
    const home = entries('pages').find(({ id }) => id === 'home')?.data;
    expect(field(kit, 'Google Business Profile', 'Description')).toMatch(
      new RegExp(`^${RegExp.escape(String(shown(home?.['lead'], (t) => t)))}`),
    );
  });

  it('keeps every text within its directory’s stated length, in whole sentences', () => {
    for (const { what, text, most } of limited(kit)) {
      expect(length(text), what).toBeLessThanOrEqual(most);
      expect(text, what).toMatch(/[.!?]$/);
    }
  });

  it('with every text of her pages ten times longer, still within each length', () => {
    const long = profileKit(siteContent((text) => Array.from({ length: 10 }, () => text).join(' ')));
    for (const { what, text, most } of limited(long)) {
      expect(length(text), what).toBeLessThanOrEqual(most);
      expect(length(text), what).toBeGreaterThan(most / 3);
    }
  });

  it('offers the NCH’s and the CNHC’s directories only while she is a member of each', () => {
    const names = (content: SiteContent) => profileKit(content).map(({ name }) => name);
    const bodies = ['National Council for Hypnotherapy (NCH)', 'Complementary and Natural Healthcare Council (CNHC)'];
    const content = siteContent();
    const withMemberships = (memberships: { name: string }[]) =>
      ({ ...content, settings: { ...site, credentials: { ...site.credentials, memberships } } }) as SiteContent;
    expect(names(withMemberships([]))).toEqual(['Google Business Profile', 'Psychology Today']);
    expect(names(withMemberships(bodies.map((name) => ({ name }))))).toEqual([
      'Google Business Profile',
      'Psychology Today',
      ...bodies,
    ]);
    expect(names(withMemberships([{ name: bodies[1] ?? '' }]))).not.toContain(bodies[0]);
  });

  it('with one sentence longer than a whole box, cuts it at a word, with an ellipsis', () => {
    const sentence = `${Array.from({ length: 200 }, (_, n) => `word${n}`).join(' ')}.`;
    const cut = within([sentence], 360);
    expect(length(cut)).toBeLessThanOrEqual(360);
    expect(cut).toMatch(/ word\d+…$/);
    expect(sentence.startsWith(cut.slice(0, -1))).toBe(true);
  });
});
