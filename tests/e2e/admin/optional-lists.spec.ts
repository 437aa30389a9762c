/**
 * Every optional list is optional in the editor too (issue 48): she empties the quotes (every quote on the site, the
 * service pages' among them), her social links, her qualifications and her memberships, and each Save goes through
 * (no "This field is required"), leaving files the build accepts. The editor in local mode, as the other editor specs
 * run it.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { parseSettingsFile } from '#/config/settings-schema.ts';
import { openEditor, readPrivateFiles, repositoryFiles } from './local-repository';

const TESTIMONIALS = 'src/content/testimonials.yaml';

/** Removes every item the open form lists, then saves: the form closes once the file is written. */
async function emptyAndSave(page: Page): Promise<void> {
  const remove = page.getByRole('button', { name: /^Remove/ });
  await expect(remove.first()).toBeVisible();
  while ((await remove.count()) > 0) await remove.first().click();
  await save(page);
}

async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Content Editor' })).toBeHidden();
}

const textOf = (files: Record<string, string>, path: string) =>
  Buffer.from(files[path] ?? '', 'base64').toString('utf8');

test('she can empty each optional list and Save it', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openEditor(page, repositoryFiles(resolve('.')));

  await page.getByRole('treeitem', { name: 'Testimonials' }).click();
  await page.getByRole('row', { name: 'Testimonials' }).click();
  await emptyAndSave(page);

  for (const name of ['website', 'credentials'] as const) {
    await page.getByRole('treeitem', { name: 'Practice settings' }).click();
    await page.getByRole('row', { name: SETTINGS_FILES[name] }).click();
    await emptyAndSave(page);
  }

  const saved = await readPrivateFiles(page, [TESTIMONIALS, settingsFile('website'), settingsFile('credentials')]);
  expect(parse(textOf(saved, TESTIMONIALS)) ?? []).toEqual([]);
  expect(parseSettingsFile('website', textOf(saved, settingsFile('website'))).social).toEqual([]);
  const { credentials } = parseSettingsFile('credentials', textOf(saved, settingsFile('credentials')));
  expect(credentials.qualifications).toEqual([]);
  expect(credentials.memberships).toEqual([]);
});
