/**
 * The specification's fixed facts, checked on the shipped site as built: the expected values are
 * the specification's (and shared/DECISIONS.md's), written here, never read from the content files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, DIST } from '../support/built-pages';

const jsdom = 'jsdom'; // No types are installed for it (@types/jsdom): this one line needs none.
const { JSDOM } = (await import(/* @vite-ignore */ jsdom)) as { JSDOM: new (html: string) => { window: Window } };

const page = (file: string) => new JSDOM(readFileSync(join(DIST, file), 'utf8')).window.document;
const texts = (elements: Iterable<Element>) =>
  [...elements].map((element) => element.textContent?.replace(/\s+/g, ' ').trim());
const hrefs = (elements: Iterable<Element>) => [...elements].map((element) => element.getAttribute('href'));

/** §7: the two preset subjects of the mail links. */
const SUBJECTS = ['Free Consultation Request', 'New Consultation Web Enquiry'];

describe('the specification’s facts on the shipped site', () => {
  it('the home grid’s six cards, in order, with its labels', () => {
    const cards = page('index.html').querySelectorAll('[aria-labelledby="services-heading"] h3');
    expect(texts(cards)).toEqual([
      'Anxiety & Stress Management',
      'Confidence Building',
      'Sleep Improvement',
      'Phobias & Fears',
      'Weight Management',
      'Menopause Support',
    ]);
  });

  it('the four process steps, in order', () => {
    const steps = page('index.html').querySelectorAll('[aria-labelledby="process-heading"] h3');
    expect(texts(steps)).toEqual(['Initial Consultation', 'Personalised Plan', 'Hypnotherapy Sessions', 'Ongoing Support']);
  });

  it('four FAQ categories with 5, 4, 4 and 5 questions, and four on the home page', () => {
    const faq = page('faq.html');
    const categories = [...faq.querySelectorAll('main section')].filter((section) => section.querySelector('details'));
    expect(categories.map((section) => [section.querySelector('h2')?.textContent?.replace(/\s+/g, ' '), section.querySelectorAll('details').length])).toEqual([
      ['About Hypnotherapy', 5],
      ['The Hypnotherapy Process', 4],
      ['Specialised Approaches', 4],
      ['Practical Questions', 5],
    ]);
    expect(page('index.html').querySelectorAll('[aria-labelledby="faq-heading"] details')).toHaveLength(4);
  });

  it('the header’s links and the footer’s quick and service links', () => {
    const home = page('index.html');
    const header = [...home.querySelectorAll('nav[aria-label="Main"] a')].filter((a) => a.getAttribute('href')?.startsWith('/'));
    // DECISIONS.md, "Desktop header": the specification's links, plus About and Contact; then the booking button.
    expect(hrefs(header)).toEqual(['/clinics', '/services', '/online-therapy', '/blog', '/faq', '/about', '/contact']);
    const booking = [...home.querySelectorAll('#site-header a[href="/booking"]')].filter((a) => !a.closest('dialog'));
    expect(texts(booking)).toEqual(['Book Consultation']);
    const footer = hrefs(home.querySelectorAll('footer a'));
    expect(footer.filter((href) => ['/', '/about', '/services', '/blog', '/faq', '/contact', '/booking'].includes(href ?? ''))).toEqual(['/', '/about', '/services', '/blog', '/faq', '/contact', '/booking']);
    expect(footer.filter((href) => href?.startsWith('/services/'))).toEqual([
      '/services/anxiety-stress',
      '/services/confidence-boost',
      '/services/sleep-issues',
      '/services/phobias-fears',
      '/services/weight-management',
      '/services/menopause-relief',
      '/services/teen-support',
    ]);
  });

  it('the services tab strip, in order', () => {
    const tabs = page('services.html').querySelectorAll('nav[aria-label="Areas of support"] a');
    expect(hrefs(tabs)).toEqual([
      '/services',
      '/services/menopause-relief',
      '/services/anxiety-stress',
      '/services/weight-management',
      '/services/sleep-issues',
      '/services/phobias-fears',
      '/services/confidence-boost',
      '/services/pain-management',
      '/services/smoking-cessation',
      '/services/teen-support',
    ]);
  });

  it.each(builtPages())('%s: every mail link carries a preset subject', (file) => {
    const links = page(file).querySelectorAll('a[href^="mailto:"]');
    const subjects = [...links].map((link) => new URL(link.getAttribute('href') ?? '').searchParams.get('subject'));
    expect(subjects.filter((subject) => !SUBJECTS.includes(subject ?? ''))).toEqual([]);
  });

  it('/booking and /contact each offer the free-consultation e-mail', () => {
    for (const file of ['booking.html', 'contact.html']) {
      const subjects = [...page(file).querySelectorAll('main a[href^="mailto:"]')].map((link) =>
        new URL(link.getAttribute('href') ?? '').searchParams.get('subject'),
      );
      expect(subjects).toContain('Free Consultation Request');
    }
  });
});
