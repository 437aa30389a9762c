/**
 * Her profile kit (issue 49) is in the editor's part of the site: never indexed, in no sitemap, linked from
 * the go-live checklist and from no public page. Its texts: tests/unit/her-content/profile-kit.test.ts; its
 * copy buttons: tests/e2e/admin/profile-kit.spec.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributes, builtPages, DIST } from '../support/built-pages';

const KIT = '/admin/profile-kit';
const html = (file: string) => readFileSync(join(DIST, file), 'utf8');
const links = (file: string) => attributes(html(file), 'a', 'href');

describe('the profile kit', () => {
  it('is never indexed', () => {
    expect(html('admin/profile-kit.html')).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it('is linked from the go-live checklist', () => {
    expect(links('admin/go-live.html')).toContain(KIT);
  });

  it.each(builtPages())('%s does not link to it', (page) => {
    expect(links(page).filter((href) => href.includes('profile-kit'))).toEqual([]);
  });

  it('is in no sitemap', () => {
    for (const file of readdirSync(DIST).filter((name) => /^sitemap-\d+\.xml$/.test(name)))
      expect(html(file)).not.toContain('profile-kit');
  });
});
