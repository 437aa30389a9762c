import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { labels } from '#/config/labels.ts';
import { bookingLink, fullBookingLabel } from '#/lib/nav-links.ts';
import { siteSettings } from '#/config/site.ts';
import { paths } from '#/config/paths.ts';
import { clinicIds, homeFaqs, homeServiceCards, processTitles, shown, testimonials } from '../content';

const site = siteSettings();

const allReal = testimonials.every((testimonial) => testimonial['sample'] === false);
const home = parse(readFileSync('src/content/pages/home.md', 'utf8').split('---')[1] ?? '') as {
  heading: string;
  sections: Record<string, { eyebrow?: string; text?: string }>;
};

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero has a rating badge only from her public review profile, linked there; the heading and both calls to action', async ({
    page,
  }) => {
    const hero = page.locator('main > header');
    const { reviews } = site;
    const badge = hero.getByRole('link', { name: /out of 5 from \d+ reviews? on / });
    if (reviews) {
      await expect(badge).toHaveText(labels.rating(reviews.average, reviews.count, reviews.platform));
      await expect(badge).toHaveAttribute('href', reviews.url);
    } else {
      await expect(badge).toHaveCount(0);
    }
    await expect(hero.getByRole('heading', { level: 1 })).toHaveText(shown(home.heading));
    await expect(hero.getByRole('link', { name: fullBookingLabel(site) })).toHaveAttribute('href', bookingLink.href);
    await expect(hero.getByRole('link', { name: labels.learnMoreAboutMe })).toHaveAttribute('href', paths.about);
  });

  test('sections come in the spec’s order', async ({ page }) => {
    // The two further sections share one band: sections, not only the main's children.
    const ids = await page
      .locator('main section:not(section section)')
      .evaluateAll((sections) => sections.map((section) => section.getAttribute('aria-labelledby')));
    expect(ids).toEqual([
      'about-heading',
      'services-heading',
      'clinics-heading',
      // No quotes yet: no section.
      ...(testimonials.length > 0 ? ['testimonials-heading'] : []),
      'approach-heading',
      'online-heading',
      'process-heading',
      'faq-heading',
      'cta-heading',
    ]);
  });

  test('about teaser links to /about', async ({ page }) => {
    await expect(page.getByRole('link', { name: labels.learnMoreJourney })).toHaveAttribute('href', paths.about);
  });

  test('a card for each service’s home card, in order, with its title and target, and "View All Services"', async ({
    page,
  }) => {
    const section = page.locator('section[aria-labelledby="services-heading"]');
    const cards = section.getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(homeServiceCards.map((card) => card.title));
    const targets = await cards.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(homeServiceCards.map((card) => paths.service(card.slug)));
    await expect(section.getByRole('link', { name: labels.viewAllServices })).toHaveAttribute('href', paths.services);
  });

  test('clinics grid links to every clinic, in the order the clinics page names them', async ({ page }) => {
    const targets = await page
      .locator('section[aria-labelledby="clinics-heading"] a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(targets).toEqual(clinicIds.map((id) => `/clinics/${id}`));
  });

  test('every testimonial: no stars, each sample marked, and no claim of permission for samples', async ({ page }) => {
    test.skip(testimonials.length === 0, 'no quotes: the section is absent (the section order test)');
    const section = page.locator('section[aria-labelledby="testimonials-heading"]');
    const cards = section.locator('figure');
    const samples = testimonials.filter((testimonial) => testimonial['sample']).length;
    await expect(cards).toHaveCount(testimonials.length);
    await expect(cards.getByText(labels.sample, { exact: true })).toHaveCount(samples);
    await expect(section.locator('svg.text-star')).toHaveCount(0);
    const intro = home.sections[allReal ? 'testimonials' : 'sampleTestimonials']?.text ?? '';
    await expect(section.getByText(intro)).toBeVisible();
  });

  test('the process steps in order', async ({ page }) => {
    await expect(page.locator('section[aria-labelledby="process-heading"] li h3')).toHaveText(processTitles);
  });

  test('the home page’s FAQ and "View All FAQs"', async ({ page }) => {
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    await expect(faq.locator('details')).toHaveCount(homeFaqs.length);
    await expect(faq.getByRole('link', { name: labels.viewAllFaqs })).toHaveAttribute('href', paths.faq);
  });
});
