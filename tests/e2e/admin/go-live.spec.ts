/**
 * The go-live checklist beside the editor: the editor offers sign-in with an access token (no
 * OAuth set-up needed), and each item's link opens that very entry in the editor.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { paths } from '#/config/paths.ts';
import { axeViolations } from '../../support/page-visits';
import { fillPrivateFileSystem, repositoryFiles, stubDirectoryPicker } from './local-repository';

const root = resolve('.');
const settings = parse(readFileSync(resolve(root, 'src/content/settings.yaml'), 'utf8')) as { practiceName: string };
/** The built checklist's items: each one's link into the editor and its text. */
const items = [
  ...readFileSync(resolve(root, 'dist/admin/go-live.html'), 'utf8').matchAll(
    /<li[^>]*><a href="([^"]+)"[^>]*>([^<]+)</g,
  ),
].map(([, href = '', place = '']) => ({ href, place: place.replaceAll('&#x27;', "'").replaceAll('&amp;', '&') }));
/** One item of each kind of entry: the settings, a list, a Markdown file. */
const samples = ['/settings/', '/testimonials/', '/services/'].map((kind) =>
  items.find((item) => item.href.includes(kind)),
);

test('the editor offers sign-in with an access token alone', async ({ page }) => {
  await page.route('**', (route) =>
    new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort(),
  );
  await page.goto(paths.editor);
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Sign In with GitHub/ })).toHaveCount(0);
});

test('each checklist item opens its entry in the editor', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**', (route) =>
    new URL(route.request().url()).hostname === 'localhost' ? route.continue() : route.abort(),
  );
  // A page of the site's origin: any other file is sandboxed (no storage, http-headers.ts).
  await page.goto('/terms');
  await fillPrivateFileSystem(page, repositoryFiles(root));
  await stubDirectoryPicker(page);
  await page.goto(paths.editor);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  // Generous waits: the editor loads every content file first, on a machine two browsers share.
  await expect(page.getByRole('treeitem', { name: 'Practice settings' })).toBeVisible({ timeout: 20_000 });

  await page.goto(paths.goLiveChecklist);
  await expect(page.getByRole('listitem')).toHaveCount(items.length);
  for (const item of samples) {
    if (!item) throw new Error('The checklist has no item of one of the kinds.');
    await page.goto(paths.goLiveChecklist);
    await page.getByRole('link', { name: item.place, exact: true }).first().click();
    await expect(page.getByRole('group', { name: 'Content Editor' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${item.href.replace(/[/#]/g, '\\$&')}$`));
  }
  // The settings entry is the settings form, holding the practice's name.
  await page.goto(samples[0]?.href ?? '');
  await expect(page.getByRole('textbox', { name: 'Practice name', exact: true })).toHaveValue(settings.practiceName, {
    timeout: 20_000,
  });
});

test('the checklist has no WCAG 2.2 A/AA or best-practice violations, on a phone and a desktop', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.goLiveChecklist);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
});

test('the checklist speaks her words: no file, line or field name in what she reads', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(paths.goLiveChecklist);
    const shown = await page.locator('body').innerText();
    expect(shown).toContain('Practice settings › Your phone number');
    expect(shown).not.toMatch(/src\/|\.(ya?ml|md)\b|\bline \d+|\b[a-z]+[A-Z]\w*\b|\w+\[\d+\]/);
  }
});
