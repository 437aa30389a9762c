/**
 * What the site's build would refuse is told in the form, beside its field, on a phone (where the preview hides
 * behind a button), and Save waits until it is fixed: a new post's cover without its description, then a post
 * whose text links to a post she has just made a draft. Local mode, at 375 px.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { entries } from '../../content';
import { openEditor, readPrivateFiles, repositoryFiles, scrollFormTo } from './local-repository';

const PHONE = { width: 375, height: 800 };
/** A picture she uploads as the new post's cover. */
const COVER = {
  name: 'a-calmer-morning.png',
  bytes: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#8fae9a' } })
    .png()
    .toBuffer(),
};
const COVER_LABEL = 'Cover description (alt text)';
const NEW_POST = { title: 'A calmer morning', slug: 'a-calmer-morning' };
const DRAFTED = 'menopause_brain';
const LINKING = 'finding_calm_harpenden';
const LINK_TO_DRAFT = `Main text: the link to /blog/${DRAFTED} goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere.`;

const BODY_CHECK = 'Main text: what the website would refuse';

const titleOf = (id: string) => String(entries('blog').find((post) => post.id === id)?.data['title']);
/** Sveltia isolates the label's direction in the group's name. */
const field = (page: Page, label: string) =>
  page.getByRole('group', { name: `“\u2068${label}\u2069” Field`, exact: true });

async function openBlog(page: Page): Promise<void> {
  await page.getByRole('treeitem', { name: 'Blog posts' }).click();
}

/** From the collections, or from the posts' list where a Save leaves her. */
async function openPost(page: Page, id: string): Promise<void> {
  const blog = page.getByRole('treeitem', { name: 'Blog posts' });
  await expect(blog.or(page.getByRole('grid', { name: 'Entries' }))).toBeVisible();
  if (await blog.isVisible()) await blog.click();
  await page.getByRole('gridcell', { name: `${titleOf(id)} (`, exact: false }).click();
}

/** Saving closes the form once the file is written. */
async function save(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('group', { name: 'Content Editor' })).toBeHidden();
}

/** Save is refused: the form stays, Sveltia's error beside the field says the line. */
async function refused(page: Page, label: string, line: string): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(page, label).getByRole('alert')).toContainText(line);
  await expect(page.getByRole('group', { name: 'Content Editor' })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
});

test('a new post with a cover cannot be saved without its description, told beside the field', async ({ page }) => {
  const { errors } = await openEditor(page, repositoryFiles(resolve('.')));
  await openBlog(page);
  await page.getByRole('button', { name: 'Create New Entry' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(NEW_POST.title);
  await page.getByRole('textbox', { name: 'Subtitle', exact: true }).fill('Small steps');
  await page
    .getByRole('textbox', { name: 'Excerpt', exact: true })
    .fill('A short guide to calmer mornings, written for anyone who wakes up with a racing mind.');
  await field(page, 'Date').getByRole('button', { name: 'Today' }).click();
  await field(page, 'Cover').getByRole('button', { name: 'Browse' }).click();
  const pictures = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await pictures.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles({ name: COVER.name, mimeType: 'image/png', buffer: COVER.bytes });
  await expect(page.getByRole('option', { name: COVER.name })).toHaveAttribute('aria-selected', 'true');
  await pictures.getByRole('button', { name: 'Insert' }).click();
  await expect(pictures).toBeHidden();

  const line = `${COVER_LABEL}: needed with a cover picture. Say what it shows, for people who cannot see it.`;
  // Told as soon as the cover is there, before Save.
  await expect(field(page, COVER_LABEL).getByText(line)).toBeVisible();
  await refused(page, COVER_LABEL, line);

  await page.getByRole('textbox', { name: COVER_LABEL, exact: true }).fill('A quiet room in the morning light');
  // Her fix clears the check's line; Sveltia's own copy of it stays until she saves again.
  await expect(field(page, COVER_LABEL).getByRole('listitem')).toHaveCount(0);
  await save(page);
  const file = `src/content/blog/${NEW_POST.slug}.md`;
  const saved = Buffer.from((await readPrivateFiles(page, [file]))[file] ?? '', 'base64').toString('utf8');
  const front = parse(/^---\n([\s\S]*?)\n---/.exec(saved)?.[1] ?? '') as Record<string, unknown>;
  expect(front).toMatchObject({ title: NEW_POST.title, coverAlt: 'A quiet room in the morning light' });
  // The check is the form's, never the file's.
  expect(Object.keys(front).filter((key) => key.endsWith('Check'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a text linking to a post she has made a draft cannot be saved, told by the field’s label', async ({ page }) => {
  const files = repositoryFiles(resolve('.'));
  const linking = `src/content/blog/${LINKING}.md`;
  const text = Buffer.from(files[linking] ?? '', 'base64').toString('utf8');
  files[linking] = Buffer.from(`${text}\nRead [the menopause article](/blog/${DRAFTED}).\n`).toString('base64');
  const { errors } = await openEditor(page, files);

  await openPost(page, DRAFTED);
  await page.getByRole('switch', { name: 'Draft (not on the website)' }).click();
  await save(page);

  await openPost(page, LINKING);
  await expect(field(page, 'Before you save').getByText(LINK_TO_DRAFT)).toBeVisible();
  const subtitle = page.getByRole('textbox', { name: 'Subtitle', exact: true });
  await subtitle.fill(`${await subtitle.inputValue()} Edited.`);
  // Beside the text, at the end of the form, where the form's first field is out of sight.
  await scrollFormTo(page, field(page, BODY_CHECK));
  await expect(field(page, BODY_CHECK).getByRole('listitem').filter({ hasText: LINK_TO_DRAFT })).toBeVisible();
  await expect(field(page, 'Before you save')).not.toBeInViewport();
  await refused(page, 'Before you save', LINK_TO_DRAFT);

  // Fixed: the link's line removed from the text.
  const body = page.getByRole('group', { name: 'Content Editor' }).locator('[contenteditable="true"]').first();
  await body.locator('p', { hasText: 'the menopause article' }).click({ clickCount: 3 });
  await page.keyboard.press('Backspace');
  await expect(field(page, BODY_CHECK).getByRole('listitem')).toHaveCount(0);
  await save(page);
  const saved = Buffer.from((await readPrivateFiles(page, [linking]))[linking] ?? '', 'base64').toString('utf8');
  expect(saved).toContain('Edited.');
  expect(saved).not.toContain(`/blog/${DRAFTED}`);
  expect(saved).not.toMatch(/^(siteCheck|bodyCheck):/m);
  expect(errors).toEqual([]);
});
