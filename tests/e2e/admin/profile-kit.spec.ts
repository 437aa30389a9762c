/**
 * Her profile kit's copy buttons (issue 49): each copies its field's text, as shown, to the clipboard, under
 * the kit page's own policy, without a request off this machine. Its texts: tests/unit/her-content/profile-kit.test.ts.
 */
import { expect, test } from '@playwright/test';
import { paths } from '#/config/paths.ts';

test('each field’s button copies its text, as shown', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  const refused: string[] = [];
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**', (route) =>
    new URL(route.request().url()).hostname === 'localhost'
      ? route.continue()
      : (refused.push(route.request().url()), route.abort()),
  );
  await page.goto(`${baseURL ?? ''}${paths.profileKit}`);

  const fields = page.locator('main li');
  const count = await fields.count();
  expect(count).toBeGreaterThan(20);
  await expect(fields.getByRole('button', { name: /^Copy/ })).toHaveCount(count);
  for (const index of [0, 5, count - 1]) {
    const field = fields.nth(index);
    const label = (await field.getByRole('heading').textContent()) ?? '';
    await field.getByRole('button', { name: `Copy ${label}` }).click();
    await expect(field.getByRole('button')).toHaveText('Copied');
    const shown = await field.locator('div + p').innerText();
    expect(await page.evaluate(() => navigator.clipboard.readText()), label).toBe(shown);
  }
  expect(refused).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
