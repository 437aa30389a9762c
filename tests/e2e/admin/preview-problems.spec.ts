/**
 * What the build would say, beside the entry: a post linking to a post kept as a draft is told so
 * above its preview, in the content check's words; a clinic switched off is named nowhere in the
 * About page's preview, as on the built page. Local mode, with the repository's content edited.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { labelOf } from '#/editor/fields.ts';
import { entries } from '../../content';
import { openEditor, repositoryFiles } from './local-repository';

const POST = 'finding_calm_harpenden';
const DRAFT_POST = 'menopause_brain';
const LINK_TO_DRAFT =
  'the link to /blog/menopause_brain goes to a post that is not published yet (a draft, or dated later), so it would lead nowhere.';

/** The repository's files: one post and the dental clinic switched off, another post linking to the first. */
function filesWithDrafts(): Record<string, string> {
  const files = repositoryFiles(resolve('.'));
  const edit = (path: string, change: (text: string) => string) => {
    files[path] = Buffer.from(change(Buffer.from(files[path] ?? '', 'base64').toString('utf8'))).toString('base64');
  };
  const draft = (text: string) => text.replace(/^---\n/, '---\ndraft: true\n');
  edit(`src/content/blog/${DRAFT_POST}.md`, draft);
  edit('src/content/clinics/dental.md', draft);
  edit(`src/content/blog/${POST}.md`, (text) => `${text}\nRead [the menopause article](/blog/${DRAFT_POST}).\n`);
  return files;
}

async function openAbout(page: Page): Promise<void> {
  await page.getByRole('treeitem', { name: 'Pages' }).click();
  await page.getByRole('row', { name: labelOf('about'), exact: true }).click();
}

test('the preview tells what the build would: a link to a draft post, a switched-off clinic left out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { frame, errors } = await openEditor(page, filesWithDrafts());
  const title = String(entries('blog').find(({ id }) => id === POST)?.data['title']);

  await page.getByRole('row', { name: title, exact: true }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(frame.getByRole('alert')).toContainText(LINK_TO_DRAFT);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await openAbout(page);
  const main = frame.getByRole('main');
  await expect(main).toContainText('The Menopause Clinic is for women');
  await expect(main).not.toContainText('Dental Anxiety Clinic');
  await expect(main).toContainText('The Pro Bono Clinic offers free sessions');
  expect(errors).toEqual([]);
});
