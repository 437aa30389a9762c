/**
 * After a Save, the go-live checklist says which save the live site was built from, beside her latest save: against
 * a stand-in deploy file and a stand-in GitHub API (as it answers for a public repository, and with 404 for a
 * private one). Her token is never sent: the page asks GitHub as anyone may.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { parse } from 'yaml';
import { paths } from '#/config/paths.ts';

const { backend } = parse(readFileSync('dist/admin/config.yml', 'utf8')) as {
  backend: { repo: string; branch: string };
};
const LIVE = { commit: 'a'.repeat(40), message: 'Update Practice settings', time: '2026-03-14T10:02:33Z' };
/** GitHub's list of commits, newest first (docs.github.com/rest/commits/commits#list-commits). */
const newest = (sha: string, message: string, date: string) => [{ sha, commit: { message, committer: { date } } }];

/** The checklist with the stand-ins; what it asked GitHub, and with which headers. */
async function openChecklist(page: Page, github: (route: Route) => Promise<void>) {
  const asked: { url: string; authorization: string | undefined }[] = [];
  await page.route('**/admin/deploy.json', (route) => route.fulfill({ json: LIVE }));
  await page.route('https://api.github.com/**', (route) => {
    asked.push({ url: route.request().url(), authorization: route.request().headers()['authorization'] });
    return github(route);
  });
  await page.goto(paths.goLiveChecklist);
  return asked;
}

const status = (page: Page) => page.locator('deploy-status');

test('her latest save is live: the site is up to date', async ({ page }) => {
  const asked = await openChecklist(page, (route) =>
    route.fulfill({ json: newest(LIVE.commit, `${LIVE.message}\n\nfrom the editor`, LIVE.time) }),
  );
  await expect(status(page)).toContainText(
    'Your website is up to date: it was built from your latest save, 14 March 2026 at 10:02 (“Update Practice settings”).',
  );
  expect(asked).toEqual([
    {
      url: `https://api.github.com/repos/${backend.repo}/commits?sha=${backend.branch}&per_page=1`,
      authorization: undefined,
    },
  ]);
});

test('a later save is not live yet: both saves, and what to do if it never is', async ({ page }) => {
  await openChecklist(page, (route) =>
    route.fulfill({ json: newest('b'.repeat(40), 'Update Testimonials', '2026-07-01T16:45:00Z') }),
  );
  await expect(status(page)).toContainText(
    'The live site was built from your save of 14 March 2026 at 10:02 (“Update Practice settings”).',
  );
  await expect(status(page)).toContainText(
    'Your latest save, 1 July 2026 at 17:45 (“Update Testimonials”), is not live yet.',
  );
  await expect(status(page)).toContainText('GitHub e-mails you the reason');
});

test('a private repository, which GitHub will not list without her token: her list of saves on github.com', async ({
  page,
}) => {
  await openChecklist(page, (route) => route.fulfill({ status: 404, json: { message: 'Not Found' } }));
  await expect(status(page)).toContainText(
    'The live site was built from your save of 14 March 2026 at 10:02 (“Update Practice settings”).',
  );
  await expect(status(page)).toContainText('a red cross beside a save means it was not published');
  await expect(status(page).getByRole('link', { name: 'Your list of saves on GitHub' })).toHaveAttribute(
    'href',
    `https://github.com/${backend.repo}/commits/${backend.branch}`,
  );
});
