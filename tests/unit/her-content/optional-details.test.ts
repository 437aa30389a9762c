/**
 * Only what she has is required: social links, credentials and the partner practice may all be
 * left out, and then their line or section is not on the page, in structured data neither.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import Credentials from '#/components/about/Credentials.tsx';
import Footer from '#/components/layout/Footer.tsx';
import { labels } from '#/config/labels.ts';
import { parseSettings, type Settings } from '#/config/settings-schema.ts';
import { settingsAsWritten, siteSettings } from '#/config/site.ts';

const site = siteSettings();

const shipped = settingsAsWritten();
const website = parse(shipped.website ?? '') as Record<string, unknown>;
const without = parseSettings({ ...shipped, credentials: '', website: stringify({ ...website, social: undefined }) });
const copy = { heading: 'Qualifications and memberships' };

describe('details she may not have', () => {
  it('may all be left out of the settings', () => {
    expect(without.social).toEqual([]);
    expect(without.credentials).toEqual({ qualifications: [], memberships: [] });
    expect(without.dentalPartner).toBeUndefined();
  });

  it('take any number of social links', () => {
    const many = [...site.social, ...site.social].map((link, index) => ({ ...link, url: `${link.url}${index}` }));
    expect(parseSettings({ ...shipped, website: stringify({ ...website, social: many }) }).social).toHaveLength(
      many.length,
    );
  });

  it('leave out the credentials section when she has none, and each line she does not have', () => {
    const credentials = (list: Settings['credentials']) =>
      renderToStaticMarkup(createElement(Credentials, { copy, credentials: list }));
    expect(credentials(without.credentials)).toBe('');
    const html = credentials({ ...site.credentials, dbsCertificate: undefined });
    expect(html).toContain(copy.heading);
    expect(html).not.toContain(labels.dbsCheck);
    expect(html).toContain(labels.insuredWith);
  });

  it('leave out the footer’s "follow me" line when she has no social links', () => {
    const footer = (settings: Settings) =>
      renderToStaticMarkup(
        createElement(Footer, { site: settings, serviceLinks: [], quickLinks: [], legalLinks: [], year: 2026 }),
      );
    expect(footer(site)).toContain(labels.followMe);
    expect(footer(without)).not.toContain(labels.followMe);
  });
});
