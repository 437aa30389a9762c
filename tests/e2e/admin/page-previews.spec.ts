/**
 * The web editor's previews of whole pages (src/editor/preview/pages/): opening a page's file, or
 * a list a page shows, draws that page as published, from the editor's copy of the content and
 * settings. Expected values come from the content files.
 */
import { resolve } from 'node:path';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';
import { labelOf } from '#/schemas/schema-shape.ts';
import { POSTS_PER_PAGE } from '#/lib/blog-pages.ts';
import { labels } from '#/config/labels.ts';
import { phoneText } from '#/lib/contact-links.ts';
import { dayRangeLabel, hoursLabel } from '#/lib/office-hours.ts';
import { clinicIds, entries, servicesPageCards, shown } from '../../content';
import { postSlugs } from '../routes';
import { openEditor, repositoryFiles } from './local-repository';

const site = siteSettings();

const root = resolve('.');
const TYPED = ' (typed in the editor)';

/** A page file's fields, as written. */
const pageFile = (id: string) => entries('pages').find((entry) => entry.id === id)?.data ?? {};
const sectionHeading = (id: string, section: string) =>
  shown((pageFile(id)['sections'] as Record<string, { heading: string }>)[section]?.heading);

/**
 * One editor for the file's tests, opened once (Sveltia takes seconds to start): in order, in one
 * worker, each test leaving the list as it found it. A failed test's worker restarts and opens a fresh one.
 */
test.describe.configure({ mode: 'default' });

let page: Page;
let frame: FrameLocator;
/** The editor's page errors: a preview that throws shows nothing. */
let errors: string[];

test.beforeAll(async ({ browser }, { project }) => {
  page = await browser.newPage({ baseURL: project.use.baseURL ?? '', viewport: { width: 1280, height: 900 } });
  ({ frame, errors } = await openEditor(page, repositoryFiles(root)));
});

test.afterAll(() => page.close());

async function openFile(collection: string, file: string): Promise<void> {
  await page.getByRole('treeitem', { name: collection }).click();
  await page.getByRole('row', { name: file }).click();
}

test.afterEach(async () => {
  expect(errors).toEqual([]);
  // Her typing dropped, back to the list for the next test.
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('the contact page shows her phone, e-mail and office hours from the settings', async () => {
  await openFile('Pages', labelOf('contact'));
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(pageFile('contact')['heading']));
  const details = frame.getByRole('region', { name: sectionHeading('contact', 'details') });
  await expect(details.getByRole('link', { name: phoneText(site.phone) })).toBeVisible();
  await expect(details.getByRole('link', { name: site.email })).toBeVisible();
  const hours = frame.getByRole('region', { name: sectionHeading('contact', 'hours') });
  for (const day of site.officeHours) {
    const row = hours.locator('dl > div').filter({ hasText: dayRangeLabel(day.days) });
    await expect(row.locator('dd')).toHaveText(hoursLabel(day));
  }
  // The crisis lines the page names, in its order.
  const named = (pageFile('contact')['helplines'] as string[]).map(
    (id) => entries('helplines').find((line) => line.id === id)?.data['name'],
  );
  const urgent = frame.getByRole('complementary', { name: sectionHeading('contact', 'urgent') });
  // The full list, with each line's hours, is behind its toggle, after her own details.
  await urgent.getByText(labels.allHelplines(named.length)).click();
  const full = urgent.locator('details').getByRole('listitem');
  await expect(full).toHaveCount(named.length);
  for (const [index, name] of named.entries()) {
    await expect(full.nth(index)).toContainText(shown(name));
  }
});

test('the services page shows its cards in its order, and the heading she types', async () => {
  await openFile('Pages', labelOf('services'));
  const cards = frame.getByRole('region', { name: sectionHeading('services', 'cards') });
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(servicesPageCards.map((card) => card.title));
  // The page's own heading comes first; each section has a heading of its own further down.
  const heading = page.getByRole('textbox', { name: labelOf('heading'), exact: true }).first();
  const typed = `${await heading.inputValue()}${TYPED}`;
  await heading.fill(typed);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(typed);
});

test('the blog page lists the posts newest first', async () => {
  await openFile('Pages', labelOf('blog'));
  const titles = [...postSlugs]
    .reverse()
    .slice(0, POSTS_PER_PAGE)
    .map((slug) => shown(entries('blog').find((post) => post.id === slug)?.data['title']));
  await expect(frame.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles);
});

test('the clinics page shows the clinics in its order', async () => {
  await openFile('Pages', labelOf('clinics'));
  const titles = clinicIds.map((id) => shown(entries('clinics').find((clinic) => clinic.id === id)?.data['title']));
  await expect(frame.getByRole('article').getByRole('heading', { level: 2 })).toHaveText(titles);
});

test('the FAQ list shows the whole FAQ page, with the question she is typing', async () => {
  await openFile('FAQ', 'FAQ');
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(pageFile('faq')['heading']));
  const [first] = entries('faq').filter((faq) => faq.data['category'] !== 'home');
  await page.getByRole('button', { name: 'Expand All' }).click();
  const question = page.getByRole('textbox', { name: labelOf('question'), exact: true });
  const index = entries('faq').findIndex((faq) => faq.id === first?.id);
  const typed = `${shown(first?.data['question'])}${TYPED}`;
  await question.nth(index).fill(typed);
  await expect(frame.getByText(typed, { exact: true })).toBeVisible();
});

test('the helplines list shows the contact page, with the lines she is editing', async () => {
  await openFile('Crisis helplines', 'Crisis helplines');
  const [firstNamed] = pageFile('contact')['helplines'] as string[];
  const index = entries('helplines').findIndex((line) => line.id === firstNamed);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(shown(pageFile('contact')['heading']));
  await page.getByRole('button', { name: 'Expand All' }).click();
  const detail = page.getByRole('textbox', { name: labelOf('detail'), exact: true }).nth(index);
  const typed = `${await detail.inputValue()}${TYPED}`;
  await detail.fill(typed);
  const urgent = frame.getByRole('complementary', { name: sectionHeading('contact', 'urgent') });
  await urgent.locator('summary').click();
  await expect(urgent.locator('details').getByRole('listitem').first()).toContainText(shown(typed));
});
