/**
 * The contact page's map card says where she is and how to get there before any map is asked for
 * (issue 47): her address from the settings and her directions from the page's copy, in the built
 * HTML, with no map frame in it. After `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import { type AnyNode, type Element, hasChildren, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '#/config/site.ts';
import { DIST } from '../support/built-pages';
import { entries, shown } from '../content';

const site = siteSettings();
const copy = entries('pages').find(({ id }) => id === 'contact')?.data as {
  sections: { map: { text?: string } };
};
const card = selectOne<AnyNode, Element>('map-panel', parseDocument(readFileSync(join(DIST, 'contact.html'), 'utf8')));
const textOf = (node: AnyNode): string =>
  isText(node) ? node.data : hasChildren(node) ? node.children.map(textOf).join('') : '';
const words = (node: AnyNode | null) => (node ? textOf(node).replace(/\s+/g, ' ') : '');

describe('the contact page’s map card, before the map loads', () => {
  it('shows her address', () => {
    const { venue, street, town, county, postcode } = site.address;
    for (const part of [venue, street, town, county, postcode]) expect(words(card)).toContain(part);
  });

  it('says how to get there', () => {
    expect(copy.sections.map.text).toBeTruthy();
    expect(words(card)).toContain(shown(copy.sections.map.text));
  });

  it('holds no map frame: nothing is asked of the map service until "Show map"', () => {
    expect(card).not.toBeNull();
    expect(selectAll('iframe', card ?? [])).toEqual([]);
  });
});
