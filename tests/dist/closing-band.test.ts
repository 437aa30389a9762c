/**
 * Every page ends with a way to enquire, but the two that are that way themselves (/booking,
 * /contact: DECISIONS.md, "A phone visitor's way to her"): the last section of its main is the
 * closing band, one style on every page, with at most two actions (issue 47), never one to the
 * page itself. Read from the built HTML (no script moves it), after `npm run build`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from '#/serving/canonical-path.ts';
import { builtPages, DIST } from '../support/built-pages';

const WAYS_TO_HER = /^\/(booking|contact)$|^mailto:|^tel:/;
const ENQUIRY_PAGES = ['/booking', '/contact'];
/** One next step and one other way (issue 47). */
const MOST_ACTIONS = 2;

const page = (file: string) => parseDocument(readFileSync(join(DIST, file), 'utf8'));
const band = (file: string) => selectOne<AnyNode, Element>('[aria-labelledby="cta-heading"]', page(file));

describe('the closing band', () => {
  it.each(builtPages().filter((file) => !ENQUIRY_PAGES.includes(canonicalPath(`/${file}`))))(
    '%s: ends the page, with one or two ways on, one of them to her, none to the page itself',
    (file) => {
      const last = selectOne<AnyNode, Element>('main > :last-child', page(file));
      expect(last?.attribs['aria-labelledby']).toBe('cta-heading');
      const hrefs = selectAll<AnyNode, Element>('a[href]', last ?? []).map((link) => link.attribs['href'] ?? '');
      expect(hrefs.length).toBeGreaterThan(0);
      expect(hrefs.length).toBeLessThanOrEqual(MOST_ACTIONS);
      expect(hrefs.some((href) => WAYS_TO_HER.test(href))).toBe(true);
      expect(hrefs).not.toContain(canonicalPath(`/${file}`));
    },
  );

  it.each(ENQUIRY_PAGES)('%s has none: the page is the way to her', (route) => {
    expect(band(`${route.slice(1)}.html`)).toBeNull();
  });
});
