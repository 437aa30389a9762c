/**
 * The home page file's preview in the web editor (local mode) is the home page: its sections in
 * the page's order, with the values of the content files as the site shows them, redrawn as she
 * types; the testimonials file's preview drops the section once she deletes every quote; her
 * portrait, named in the settings, shows in the hero.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { labels } from '#/config/labels.ts';
import { labelOf } from '#/schemas/schema-shape.ts';
import { SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { clinicIds, homeFaqs, homeServiceCards, processTitles, shown, testimonials } from '../../content';
import { openEditor, repositoryFiles } from './local-repository';

type Copy = { heading: string; eyebrow?: string; text?: string };
const home = parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync('src/content/pages/home.md', 'utf8'))?.[1] ?? '') as {
  heading: string;
  sections: Record<string, Copy>;
};
const allReal = testimonials.every((testimonial) => testimonial['sample'] === false);
const TYPED_HEADING = 'A heading typed in the editor';
/** Her name, role and portrait: the settings the home page's hero shows. */
const SETTINGS = settingsFile('practice');

/** The sections below the hero, in the page's order (the closing band, "cta", is the page's chrome). */
const SECTIONS = [
  'about',
  'services',
  'clinics',
  ...(testimonials.length > 0 ? ['testimonials'] : []),
  'approach',
  'online',
  'process',
  'faq',
];
const copyOf = (id: string) => home.sections[id === 'testimonials' && !allReal ? 'sampleTestimonials' : id];

const sectionIn = (frame: FrameLocator, id: string) => frame.locator(`section[aria-labelledby="${id}-heading"]`);

const sectionIds = (frame: FrameLocator) =>
  frame
    .locator('main section[aria-labelledby]')
    .evaluateAll((sections) =>
      sections.map((section) => section.getAttribute('aria-labelledby')?.replace(/-heading$/, '')),
    );

/**
 * For a look (on request, `SCREENSHOTS=1`): the preview drawn at the given width, whole, and the
 * built home page at the same width, into the test's output folder.
 */
async function screenshotsAt(page: Page, preview: Locator, width: number): Promise<void> {
  const html = preview.contentFrame().locator('html');
  // The editor keeps its preview beside the form only on a wide screen: the frame is resized instead.
  const frameSize = (size: { width: number; height?: number }) =>
    preview.evaluate((frame, { width, height }) => {
      Object.assign((frame as HTMLElement).style, {
        position: 'fixed',
        inset: '0',
        zIndex: '1000',
        width: `${width}px`,
        height: height ? `${height}px` : '100vh',
      });
    }, size);
  await page.setViewportSize({ width: 1280, height: 900 });
  await frameSize({ width });
  const height = await html.evaluate((element) => element.scrollHeight);
  await page.setViewportSize({ width: 1280, height });
  await frameSize({ width, height });
  await html.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: test.info().outputPath(`preview-home-${width}.png`),
    clip: { x: 0, y: 0, width, height },
    animations: 'disabled',
  });
  const built = await page.context().newPage();
  await built.setViewportSize({ width, height: 900 });
  await built.goto('/');
  await built.evaluate(() => document.fonts.ready);
  await built.screenshot({
    path: test.info().outputPath(`built-home-${width}.png`),
    fullPage: true,
    animations: 'disabled',
  });
  await built.close();
}

test('the home page file previews as the home page, with its content, as she types', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { frame, errors } = await openEditor(page, repositoryFiles(resolve('.')));
  await page.getByRole('treeitem', { name: 'Pages' }).click();
  await page.getByRole('row', { name: labelOf('home') }).click();

  const hero = frame.locator('main > header');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(shown(home.heading));
  // Her {tokens} filled from the settings, as the build fills them.
  await expect(hero.getByText(shown(home.sections['hero']?.heading))).toBeVisible();
  expect((await sectionIds(frame)).filter((id) => id !== 'cta')).toEqual(SECTIONS);
  for (const id of SECTIONS) {
    await expect(frame.locator(`#${id}-heading`)).toHaveText(shown(copyOf(id)?.heading));
  }
  // Cards or, in a preview as narrow as a phone, rows: each service's name shown once.
  const services = sectionIn(frame, 'services');
  for (const { title } of homeServiceCards) {
    await expect(services.getByText(title, { exact: true }).filter({ visible: true })).toHaveCount(1);
  }
  const clinicLinks = sectionIn(frame, 'clinics').getByRole('link');
  expect(await clinicLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
    clinicIds.map((id) => `/clinics/${id}`),
  );
  await expect(sectionIn(frame, 'testimonials').locator('[aria-roledescription="carousel"]')).toHaveCount(
    testimonials.length > 1 ? 1 : 0,
  );
  await expect(sectionIn(frame, 'process').locator('li h3')).toHaveText(processTitles.map(shown));
  await expect(sectionIn(frame, 'faq').locator('summary')).toHaveText(
    homeFaqs.map(({ data }) => shown(data['question'])),
  );

  if (process.env['SCREENSHOTS']) {
    const preview = page.locator('iframe.preview');
    for (const width of [375, 1280]) await screenshotsAt(page, preview, width);
    await page.setViewportSize({ width: 1280, height: 900 });
    await preview.evaluate((element) => element.removeAttribute('style'));
  }

  // The page's own heading is the form's first "Heading" (each section has one of its own).
  await page
    .getByRole('textbox', { name: labelOf('heading'), exact: true })
    .first()
    .fill(TYPED_HEADING);
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(TYPED_HEADING);
  expect(errors).toEqual([]);
});

test('deleting every testimonial removes the home page’s testimonials section from the preview', async ({ page }) => {
  test.skip(testimonials.length === 0, 'no quotes to delete');
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { frame } = await openEditor(page, repositoryFiles(resolve('.')));
  await page.getByRole('treeitem', { name: 'Testimonials' }).click();
  await page.getByRole('row', { name: 'Testimonials' }).click();
  const section = sectionIn(frame, 'testimonials');
  await expect(section.locator('figure').first()).toBeVisible();
  const remove = page.getByRole('button', { name: 'Remove', exact: true });
  // Down to one quote: its card, with nothing to page through.
  for (let left = testimonials.length; left > 1; left -= 1) await remove.first().click();
  await expect(section.locator('figure')).toHaveCount(1);
  await expect(section.locator('[aria-roledescription="carousel"]')).toHaveCount(0);
  await remove.first().click();
  await expect(section).toHaveCount(0);
  // The rest of the page stays.
  await expect(sectionIn(frame, 'approach')).toBeVisible();
  await expect(sectionIn(frame, 'faq').getByRole('link', { name: labels.viewAllFaqs })).toBeVisible();
});

test('her portrait from the settings shows in the home page’s hero, in the page file’s preview and the settings’', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const files = repositoryFiles(resolve('.'));
  const [picture] = Object.keys(files).filter((path) => path.startsWith('src/assets/art/') && path.endsWith('.png'));
  const portrait = { image: relative(dirname(SETTINGS), picture ?? ''), alt: 'A portrait given in the settings' };
  files[SETTINGS] = Buffer.from(
    `${Buffer.from(files[SETTINGS] ?? '', 'base64').toString('utf8')}\n${stringify({ portrait })}`,
  ).toString('base64');
  const { frame } = await openEditor(page, files);
  const photo = frame.locator('main > header').getByRole('img', { name: portrait.alt });
  // Shown, and read: the editor hands over the file once it has it.
  const shownWhole = () =>
    expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('treeitem', { name: 'Pages' }).click();
  await page.getByRole('row', { name: labelOf('home') }).click();
  await shownWhole();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('treeitem', { name: 'Practice settings' }).click();
  await page.getByRole('row', { name: SETTINGS_FILES.practice }).click();
  await shownWhole();
});
