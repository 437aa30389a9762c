/**
 * The web editor is kept out of the public site: not in the sitemap, linked from no page (its
 * headers, as the host sends them: tests/e2e/serving/host.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { EDITOR_PATH } from '#/serving/http-headers.ts';
import { routes } from '../routes';
import { distFile, distFiles } from '../serving/site-files';

test('the editor page says noindex, and no public page, feed or sitemap names it', () => {
  expect(distFile(`${EDITOR_PATH}.html`).toString('utf8')).toContain(
    '<meta name="robots" content="noindex, nofollow">',
  );
  const publicFiles = distFiles().filter((file) => /\.(html|xml)$/.test(file) && !file.startsWith(EDITOR_PATH));
  expect(publicFiles.length).toBeGreaterThan(routes.length);
  for (const file of publicFiles) {
    expect(readFileSync(`dist${file}`, 'utf8'), file).not.toMatch(/["'>/]admin\b/);
  }
});
