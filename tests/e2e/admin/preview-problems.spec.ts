/**
 * What the build would say, beside the entry: a post linking to a post kept as a draft is told so
 * above its preview, in the form's words (each field by its label); a clinic switched off is named nowhere in the
 * About page's preview, as on the built page; a broken picture, a pasted <script>, a file name
 * whose address the site uses and an undialable phone number are told in the build's words. Local
 * mode, with the repository's content edited.
 */
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { labelOf } from '#/schemas/schema-shape.ts';
import { SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
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

/** The editor at 1280 px on these files, with the post open: its preview's frame, the page's errors and the post's title. */
async function openPost(page: Page, files: Record<string, string>) {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const { frame, errors } = await openEditor(page, files);
  const title = String(entries('blog').find(({ id }) => id === POST)?.data['title']);
  await page.getByRole('row', { name: title, exact: true }).click();
  return { frame, errors, title };
}

async function openAbout(page: Page): Promise<void> {
  await page.getByRole('treeitem', { name: 'Pages' }).click();
  await page.getByRole('row', { name: labelOf('about'), exact: true }).click();
}

test('the preview tells what the build would: a link to a draft post, a switched-off clinic left out', async ({
  page,
}) => {
  const { frame, errors, title } = await openPost(page, filesWithDrafts());
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

const BROKEN = '../../assets/art/broken.png';
const CONTACT = settingsFile('contact');
const CLASHING_TITLE = 'A post named as the index page';

/** The repository's files: a post with a broken picture and pasted code, one named as the blog's pages, an undialable number. */
function filesWithMistakes(): Record<string, string> {
  const files = repositoryFiles(resolve('.'));
  const text = (path: string) => Buffer.from(files[path] ?? '', 'base64').toString('utf8');
  const write = (path: string, content: string) => (files[path] = Buffer.from(content).toString('base64'));
  const post = `src/content/blog/${POST}.md`;
  write(post, `${text(post)}\n![A broken picture](${BROKEN})\n\n<script>alert(1)</script>\n`);
  write('src/assets/art/broken.png', 'not a picture');
  write('src/content/blog/page.md', text(post).replace(/^title: .*$/m, `title: "${CLASHING_TITLE}"`));
  write(CONTACT, text(CONTACT).replace(/^phone: .*$/m, 'phone: "12345"'));
  return files;
}

test('the preview tells what the build would: a broken picture, pasted code, a taken address, an undialable number', async ({
  page,
}) => {
  const { frame, errors } = await openPost(page, filesWithMistakes());
  const problems = frame.getByRole('alert');
  await expect(problems).toContainText(
    `Main text: the picture ${BROKEN} cannot be read as a picture. Save it again as JPEG or PNG.`,
  );
  await expect(problems).toContainText('Main text: <script> is pasted code');
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('row', { name: CLASHING_TITLE, exact: true }).click();
  await expect(problems).toContainText(
    'File name: "page" would give the web address /blog/page, which the site\'s own /blog/page/2 needs. Rename the file.',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('treeitem', { name: 'Practice settings' }).click();
  await page.getByRole('row', { name: SETTINGS_FILES.contact }).click();
  await expect(problems).toContainText(
    `Your phone number: "12345" cannot be dialled. Write the number as you would dial it, e.g. "01582 123456".`,
  );
  // Her form's words: no file, and no field by its name in the file.
  await expect(problems).not.toContainText(CONTACT);
  await expect(problems).not.toContainText('phone:');
  expect(errors).toEqual([]);
});
