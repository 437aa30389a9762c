import { expect, test } from '@playwright/test';
import { labels } from '#/config/labels.ts';
import { bookingLink, fullBookingLabel } from '#/lib/nav-links.ts';
import { siteSettings } from '#/config/site.ts';
import { mailtoHref } from '#/lib/contact-links.ts';
import { paths } from '#/config/paths.ts';
import { entries, services, servicesPageCards, shown, topicQuote } from '../content';

const site = siteSettings();

const tabOrder = [paths.services, ...services.map(({ id }) => paths.service(id))];
const servicesHeading = shown(entries('pages').find(({ id }) => id === 'services')?.data['heading']);

test('/services has hero, approach, tab strip, each service’s cards in order at their anchors, and a mail button', async ({
  page,
}) => {
  await page.goto(paths.services);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section[aria-labelledby="approach-heading"]')).toBeVisible();
  const cards = page.locator('section[aria-labelledby="cards-heading"] li[id]');
  const targets = await cards.evaluateAll((items) =>
    items.map((item) => [item.id, item.querySelector('a')?.getAttribute('href')?.split('#')[0]]),
  );
  // Each to its service's page (a card about one part of it, at that part: the link check follows the #part).
  expect(targets).toEqual(servicesPageCards.map((card) => [card.anchor, paths.service(card.slug)]));
  await expect(cards.getByRole('heading')).toHaveText(servicesPageCards.map((card) => card.title));
  await expect(page.getByRole('link', { name: fullBookingLabel(site) })).toHaveAttribute(
    'href',
    mailtoHref(site.email, site.enquirySubjects.consultation),
  );
});

for (const [index, path] of tabOrder.entries()) {
  test(`tab strip on ${path}: spec order, current one highlighted`, async ({ page }) => {
    await page.goto(path);
    const strip = page.getByRole('navigation', { name: labels.serviceTabs });
    const hrefs = await strip.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(tabOrder);
    await expect(strip.locator('[aria-current="page"]')).toHaveCount(1);
    await expect(strip.locator('[aria-current="page"]')).toHaveAttribute('href', path);
    if (index > 0) {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(services[index - 1]?.data.title ?? '');
      await expect(page.locator('main > header')).toContainText(servicesHeading);
      const feedback = page.getByRole('region', { name: labels.clientFeedback });
      const quote = topicQuote(services[index - 1]?.id ?? '');
      if (quote) {
        await expect(feedback.locator('blockquote')).toHaveText(`“${shown(quote['content'])}”`);
        await expect(feedback.locator('cite')).toHaveText(
          `${quote['parentOf'] ? `${labels.parentOf} ` : ''}${shown(quote['author'])}, ${String(quote['age'])}`,
        );
      } else {
        await expect(feedback).toHaveCount(0);
        await expect(page.getByRole('heading', { name: labels.clientFeedback })).toHaveCount(0);
      }
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: fullBookingLabel(site) })
          .last(),
      ).toHaveAttribute('href', bookingLink.href);
    }
  });
}
