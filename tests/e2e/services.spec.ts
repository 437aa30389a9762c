import { expect, test } from '@playwright/test';
import { site } from '~/config/site';
import { serviceSlugs } from './routes';

const tabOrder = ['/services', ...serviceSlugs.map((slug) => `/services/${slug}`)];
const titles = [
  'Menopause Relief',
  'Anxiety & Stress Management',
  'Weight Management',
  'Sleep Issues',
  'Phobias & Fears',
  'Confidence Boost',
  'Pain Management',
  'Smoking Cessation',
  'Teen Support',
];

test('/services has hero, approach, tab strip, six cards with the right targets and a mail button', async ({
  page,
}) => {
  await page.goto('/services');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="approach-heading"]')).toBeVisible();
  const cards = page.locator('section[aria-labelledby="cards-heading"] li[id]');
  const targets = await cards.evaluateAll((items) =>
    items.map((item) => [item.id, item.querySelector('a')?.getAttribute('href')]),
  );
  expect(targets).toEqual([
    ['anxiety', '/services/anxiety-stress'],
    ['confidence', '/services/confidence-boost'],
    ['sleep', '/services/sleep-issues'],
    ['phobias', '/services/phobias-fears'],
    ['habits', '/services/weight-management'],
    ['performance', '/services/confidence-boost'],
  ]);
  await expect(page.getByRole('link', { name: 'Book Your Free Consultation' })).toHaveAttribute(
    'href',
    `mailto:${site.email}?subject=Free%20Consultation%20Request`,
  );
});

for (const [index, path] of tabOrder.entries()) {
  test(`tab strip on ${path}: spec order, current one highlighted`, async ({ page }) => {
    await page.goto(path);
    const strip = page.getByRole('navigation', { name: 'Areas of support' });
    const hrefs = await strip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(tabOrder);
    await expect(strip.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(strip.locator('[aria-current="page"]')).toHaveAttribute('href', path);
    if (index > 0) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[index - 1] ?? '');
      await expect(page.locator('main > header')).toContainText('Areas of Support');
      const feedback = page.getByRole('region', { name: 'Client Feedback' });
      await expect(feedback.locator('blockquote')).not.toBeEmpty();
      await expect(feedback.locator('cite')).toHaveText(
        path.endsWith('teen-support') ? /^Parent of \w+, \d+$/ : /^\w+, \d+$/,
      );
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Book Your Free Consultation' }).last(),
      ).toHaveAttribute('href', '/booking');
    }
  });
}
