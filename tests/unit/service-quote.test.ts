/**
 * Every quote is in the testimonials list (issue 48: the samples go in one Save): a service page shows the first quote
 * whose topic is that service, and none when no quote has it; the home page shows those not kept off it.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ServiceArticle, { serviceProps } from '#/components/services/ServiceArticle.tsx';
import { labels } from '#/config/labels.ts';
import type { Entry, SiteContent } from '#/lib/site-content.ts';
import { homeQuotes } from '#/lib/testimonials.ts';

type Quote = SiteContent['testimonials'][number];

const quote = (id: string, topic: Quote['topic'], home = true) =>
  ({
    id,
    position: 1,
    title: 'Sleep',
    content: `Words of ${id}.`,
    author: 'Ann',
    age: 40,
    parentOf: false,
    sample: false,
    topic,
    home,
  }) as Quote;

const service = {
  id: 'sleep-issues',
  data: { title: 'Sleep Issues', subtitle: 'Rest.', icon: 'sleep' },
} as unknown as Entry<'services'>;

const content = (testimonials: Quote[]) =>
  ({
    pages: { services: { heading: 'Services' }, home: {} },
    settings: {
      practitioner: { name: 'Ann Example', role: 'Clinical Hypnotherapist' },
      credentials: { memberships: [] },
    },
    services: [service],
    helplines: [],
    testimonials,
  }) as unknown as SiteContent;

/** The service page's article as a visitor's browser gets it. */
function page(testimonials: Quote[]): string {
  const props = { ...serviceProps(content(testimonials), service), children: 'Its text.' };
  return renderToStaticMarkup(createElement(ServiceArticle, props));
}

const reference = (id: string) => ({ collection: 'services', id }) as Quote['topic'];

describe('a service page’s quote', () => {
  it('is the first quote about that service, as the build holds its topic', () => {
    const html = page([
      quote('home-only', undefined),
      quote('other', reference('pain-management')),
      quote('first', reference('sleep-issues')),
      quote('second', reference('sleep-issues')),
    ]);
    expect(html).toContain(labels.clientFeedback);
    expect(html).toContain('Words of first.');
    expect(html).not.toContain('Words of second.');
    expect(html).not.toContain('Words of other.');
  });

  it('is found by the file name the editor’s preview holds', () => {
    const typed = (id: string) => id as unknown as Quote['topic'];
    const html = page([quote('other', typed('pain-management')), quote('typed', typed('sleep-issues'))]);
    expect(html).toContain('Words of typed.');
    expect(html).not.toContain('Words of other.');
  });

  it('is none, with no quote section, when no quote is about that service', () => {
    const html = page([quote('home-only', undefined), quote('other', reference('pain-management'))]);
    expect(html).not.toContain(labels.clientFeedback);
    expect(html).not.toContain('<blockquote');
  });
});

describe('the home page’s quotes', () => {
  it('are those not kept off it, a quote about a service among them, in the list’s order', () => {
    const quotes = [
      quote('a', undefined),
      quote('b', reference('sleep-issues'), false),
      quote('c', reference('sleep-issues')),
    ];
    expect(homeQuotes(quotes).map((shown) => shown.content)).toEqual(['Words of a.', 'Words of c.']);
  });

  it('include one whose box the editor has not written yet', () => {
    const unwritten = { ...quote('d', undefined), home: undefined } as unknown as Quote;
    expect(homeQuotes([unwritten])).toHaveLength(1);
  });
});
