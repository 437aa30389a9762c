import { expect, test } from '@playwright/test';
import { siteSettings } from '#/config/site.ts';
import { POSTS_PER_PAGE } from '#/lib/blog-pages.ts';
import { formatPostDate } from '#/lib/dates.ts';
import { isoDate } from '#/schemas/text.ts';
import { entries } from '../content';
import { postSlugs } from './routes';

const site = siteSettings();

test('/blog lists the newest posts first, a page of them', async ({ page }) => {
  await page.goto('/blog');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(Math.min(postSlugs.length, POSTS_PER_PAGE));
  const dates = await cards.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime') ?? ''));
  expect(dates).toEqual([...dates].sort().reverse());
  const newest = entries('blog').find(({ id }) => id === postSlugs.at(-1));
  await expect(cards.first().locator('time')).toHaveText(formatPostDate(isoDate.parse(newest?.data['date'])));
});

for (const width of [375, 1280]) {
  test(`/blog at ${width} px: the newest article first, and no older one drawn larger (issue 47)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/blog');
    const cards = await page
      .getByRole('main')
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => {
          const box = article.getBoundingClientRect();
          return {
            date: Date.parse(article.querySelector('time')?.getAttribute('datetime') ?? ''),
            area: box.width * box.height,
          };
        }),
      );
    const [first, ...older] = cards;
    for (const card of older) {
      expect(first?.date, 'the first is the newest').toBeGreaterThanOrEqual(card.date);
      expect(first?.area, `not smaller than the one of ${new Date(card.date).toDateString()}`).toBeGreaterThanOrEqual(
        card.area,
      );
    }
  });
}

// Oldest first: the chain the dates give.
const chain = postSlugs;

for (const [index, slug] of chain.entries()) {
  test(`/blog/${slug}: header, date, byline, body and its place in the chain`, async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    await expect(page.getByRole('link', { name: 'Back to Blog' })).toHaveAttribute('href', '/blog');
    // UK long form (shared/DECISIONS.md): 15 March 2024.
    await expect(page.locator('article time').first()).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.locator('article')).toContainText(`By ${site.practitioner.name}`);
    const words = (await page.locator('.prose').innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThan(600);
    const nav = page.getByRole('navigation', { name: 'More articles' });
    const previous = chain[index - 1];
    const next = chain[index + 1];
    await expect(nav.locator('a[rel="prev"]')).toHaveCount(previous ? 1 : 0);
    await expect(nav.locator('a[rel="next"]')).toHaveCount(next ? 1 : 0);
    if (previous) await expect(nav.locator('a[rel="prev"]')).toHaveAttribute('href', `/blog/${previous}`);
    if (next) await expect(nav.locator('a[rel="next"]')).toHaveAttribute('href', `/blog/${next}`);
  });
}

test('child_school_refusal links to the Teen Support Clinic', async ({ page }) => {
  await page.goto('/blog/child_school_refusal');
  await expect(page.locator('.prose').getByRole('link', { name: 'Teen Support Clinic' })).toHaveAttribute(
    'href',
    '/clinics/teens',
  );
});

test('several articles link to /booking as "book a consultation"', async ({ page }) => {
  let count = 0;
  for (const slug of chain) {
    await page.goto(`/blog/${slug}`);
    count += await page.locator('.prose a[href="/booking"]', { hasText: 'book a consultation' }).count();
  }
  expect(count).toBeGreaterThanOrEqual(3);
});
