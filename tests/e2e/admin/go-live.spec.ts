/**
 * The go-live checklist beside the editor: the editor offers sign-in with an access token (no
 * OAuth set-up needed), and each item's link opens that very entry in the editor, where a phone
 * shows the field it names without scrolling far.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { paths } from '#/config/paths.ts';
import { SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { axeViolations } from '../../support/page-visits';
import { openEditor, repositoryFiles } from './local-repository';

const root = resolve('.');
const settings = parse(readFileSync(resolve(root, settingsFile('practice')), 'utf8')) as { practiceName: string };
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
  await openEditor(page, repositoryFiles(root));
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

/** A phone's screen: the editor shows the form alone, its preview behind a button. */
const PHONE = { width: 375, height: 812 };

/**
 * How far down its form (px) the editor draws the field labelled `label`, and the form's whole length: scrolled a
 * screen at a time until it is drawn (the editor draws a group once it scrolls into view), then back to the top.
 */
function whereInForm(page: Page, label: string): Promise<{ field: number; form: number; screen: number }> {
  return page.evaluate(async (wanted) => {
    const editor = document.querySelector('[aria-label="Content Editor"]');
    const scrollers = [...(editor?.querySelectorAll<HTMLElement>('*') ?? [])].filter(
      (element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowY) && element.clientHeight > 200,
    );
    const form = scrollers.sort((a, b) => b.clientHeight - a.clientHeight)[0];
    if (!form) throw new Error('The editor shows no form.');
    const ownText = (element: Element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim();
    const labelled = () => [...form.querySelectorAll('*')].find((element) => ownText(element) === wanted);
    for (let screens = 0; !labelled() && form.scrollTop + form.clientHeight < form.scrollHeight; screens += 1) {
      form.scrollTop += form.clientHeight;
      await new Promise((drawn) => setTimeout(drawn, 300));
    }
    const found = labelled();
    if (!found) throw new Error(`No field labelled “${wanted}” in the form.`);
    const field = found.getBoundingClientRect().top - form.getBoundingClientRect().top + form.scrollTop;
    form.scrollTop = 0;
    return { field: Math.round(field), form: form.scrollHeight, screen: form.clientHeight };
  }, label);
}

test('on a phone, each checklist link into the practice settings opens a short form, its field within two screens', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(PHONE);
  await openEditor(page, repositoryFiles(root));
  // The phone shows one pane at a time: the collections are there, not all in view.
  await expect(page.getByRole('treeitem', { name: 'Practice settings' })).toBeAttached({ timeout: 20_000 });

  // Each form once, with every field the checklist names in it ("… › Privacy notice › Privacy › ICO registration number").
  const forms = Map.groupBy(
    items.filter((item) => item.href.includes('/settings/')),
    (item) => item.href,
  );
  expect(forms.size).toBeGreaterThan(3);
  for (const [href, named] of forms) {
    await page.goto(paths.goLiveChecklist);
    await page
      .getByRole('link', { name: named[0]?.place ?? '', exact: true })
      .first()
      .click();
    await expect(page.getByRole('group', { name: 'Content Editor' })).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[/#]/g, '\\$&')}$`));
    for (const { place } of named) {
      // A list's item opens from its list (the editor may fold its items): the list's label, else the field's.
      const steps = place.split(' › ');
      const item = steps.findIndex((step) => /\bitem \d+\)?$/.test(step));
      const label = (item > 0 ? steps[item - 1] : steps.at(-1)) ?? '';
      const { field, form, screen } = await whereInForm(page, label);
      console.log(`${place}: ${field} px down a form of ${form} px (a screen: ${screen} px)`);
      expect(field, place).toBeLessThan(2 * screen);
    }
  }
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
    expect(shown).toContain(`Practice settings › ${SETTINGS_FILES.contact} › Your phone number`);
    expect(shown).not.toMatch(/src\/|\.(ya?ml|md)\b|\bline \d+|\b[a-z]+[A-Z]\w*\b|\w+\[\d+\]/);
  }
});
