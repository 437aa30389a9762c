import { expect, test } from '@playwright/test';
import { clinicIds, homeFaqs, homeServiceCards, processTitles, testimonials } from '../content';

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero has the badge, heading and both calls to action', async ({ page }) => {
    const hero = page.locator('main > header');
    await expect(hero.getByText('5-Star Client Rated')).toBeVisible();
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Clinical Hypnotherapist');
    await expect(hero.getByRole('link', { name: 'Book Your Free Consultation' })).toHaveAttribute('href', '/booking');
    await expect(hero.getByRole('link', { name: 'Learn More About Me' })).toHaveAttribute('href', '/about');
  });

  test('sections come in the spec’s order', async ({ page }) => {
    const ids = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
    expect(ids).toEqual([
      'about-heading',
      'services-heading',
      'clinics-heading',
      'testimonials-heading',
      'approach-heading',
      'online-heading',
      'process-heading',
      'faq-heading',
      'cta-heading',
    ]);
  });

  test('about teaser links to /about', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'Learn more about my journey' })).toHaveAttribute('href', '/about');
  });

  test('a card for each home service card, with its target, and "View All Services"', async ({ page }) => {
    const section = page.locator('section[aria-labelledby="services-heading"]');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(homeServiceCards.length);
    const targets = await cards
      .getByRole('link', { name: /Learn more/ })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(homeServiceCards.map((card) => `/services/${String(card['service'])}`));
    await expect(section.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services');
  });

  test('clinics grid links to every clinic', async ({ page }) => {
    const targets = await page
      .locator('section[aria-labelledby="clinics-heading"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')).sort());
    expect(targets).toEqual(clinicIds.map((id) => `/clinics/${id}`).sort());
  });

  test('every testimonial with its star rating', async ({ page }) => {
    const figures = page.locator('section[aria-labelledby="testimonials-heading"] figure');
    await expect(figures).toHaveCount(testimonials.length);
    for (const [index, { stars }] of testimonials.entries()) {
      await expect(figures.nth(index).getByRole('img', { name: `${String(stars)} out of 5 stars` })).toHaveCount(1);
    }
  });

  test('the process steps in order', async ({ page }) => {
    await expect(page.locator('section[aria-labelledby="process-heading"] li h3')).toHaveText(processTitles);
  });

  test('the home page’s FAQ and "View All FAQs"', async ({ page }) => {
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    await expect(faq.locator('details')).toHaveCount(homeFaqs.length);
    await expect(faq.getByRole('link', { name: 'View All FAQs' })).toHaveAttribute('href', '/faq');
  });
});
