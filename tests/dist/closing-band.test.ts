/**
 * Every page ends with a way to enquire: the last section of its main is the call to action, with
 * her phone and e-mail. Read from the built HTML (no script moves it), after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { telHref } from '#/lib/contact-links.ts';
import { builtPages, DIST } from '../support/built-pages';

const site = siteSettings();

const her = { tel: telHref(site.phone), mailto: `mailto:${site.email}` };

describe('every page ends with a way to enquire', () => {
  it.each(builtPages())('%s: its last section is the call to action, with her phone and e-mail', (page) => {
    const last = selectOne<AnyNode, Element>('main > :last-child', parseDocument(readFileSync(join(DIST, page), 'utf8')));
    expect(last?.attribs['aria-labelledby']).toBe('cta-heading');
    const links = selectAll<AnyNode, Element>('a[href]', last ?? []);
    const hrefs = links.map((link) => link.attribs['href']?.split('?')[0] ?? '');
    expect(hrefs).toEqual(expect.arrayContaining([her.tel, her.mailto]));
    expect(hrefs.some((href) => /^\/(booking|contact)$|^mailto:/.test(href))).toBe(true);
  });
});
