/** The home cards, /services cards and footer links gathered from the services' own files. */
import { describe, expect, it } from 'vitest';
import { cardHeadingsMissing, duplicateCardAnchors } from '#/content-check/card-anchors.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { footerServiceLinks, homeCards, servicesCards } from '#/lib/service-places.ts';

const card = (anchor: string) => ({ anchor, icon: 'focus' as const, title: anchor, shortDescription: 'Text.' });

const services = [
  {
    id: 'sleep',
    data: {
      icon: 'sleep' as const,
      homeCard: { title: 'Sleep Improvement', description: 'Text.' },
      servicesCards: [card('rest'), card('nights')],
      footerLink: { label: 'Sleep' },
    },
  },
  { id: 'pain', data: { icon: 'pain' as const } },
  {
    id: 'calm',
    data: {
      icon: 'calm' as const,
      homeCard: { title: 'Calm', description: 'Text.' },
      servicesCards: [card('calm')],
      footerLink: { label: 'Calmer Days' },
    },
  },
];

describe('where a service shows outside its page', () => {
  it('home cards: in the order named, each with its service’s icon and address; none for a service without one', () => {
    expect(homeCards(services, ['calm', 'pain', 'sleep']).map(({ title, icon, slug }) => [title, icon, slug])).toEqual([
      ['Calm', 'calm', 'calm'],
      ['Sleep Improvement', 'sleep', 'sleep'],
    ]);
  });

  it('/services cards: every card of every service, in one order of anchors across the services', () => {
    expect(servicesCards(services, ['nights', 'calm', 'rest']).map(({ anchor, slug }) => [anchor, slug])).toEqual([
      ['nights', 'sleep'],
      ['calm', 'calm'],
      ['rest', 'sleep'],
    ]);
  });

  it('/services cards: a card about one part of its service opens at that part’s heading, as Astro names it', () => {
    const part = { ...card('rest'), opensAt: 'Rest: at night & in the day' };
    const sleep = { id: 'sleep', data: { icon: 'sleep' as const, servicesCards: [card('nights'), part] } };
    expect(servicesCards([sleep], []).map(({ href }) => href)).toEqual([
      '/services/sleep',
      '/services/sleep#rest-at-night--in-the-day',
    ]);
  });

  it('footer links: the footer’s own labels, in the order named, to each service’s page', () => {
    expect(footerServiceLinks(services, ['sleep', 'calm'])).toEqual([
      { href: '/services/sleep', label: 'Sleep' },
      { href: '/services/calm', label: 'Calmer Days' },
    ]);
    expect(footerServiceLinks(services, ['calm', 'sleep']).map(({ label }) => label)).toEqual(['Calmer Days', 'Sleep']);
  });

  it('an item the order does not name still shows, last, whatever the files’ order', () => {
    const labels = (list: typeof services) => footerServiceLinks(list, ['sleep']).map(({ label }) => label);
    expect(labels(services)).toEqual(['Sleep', 'Calmer Days']);
    expect(labels([...services].reverse())).toEqual(['Sleep', 'Calmer Days']);
    expect(servicesCards(services, []).map(({ anchor }) => anchor)).toEqual(['calm', 'nights', 'rest']);
  });
});

describe('the content check', () => {
  const entry = (file: string, yaml: string, body = ''): SourceEntry => {
    const source = readYaml(yaml, file, 2);
    return { id: file, file, at: [], data: source.data, yaml: source, body: { text: body, firstLine: 10 } };
  };

  it('names the second card that takes an anchor already used, with its file, line and field', () => {
    const first = entry('a.md', 'title: "A"\nservicesCards:\n  - anchor: "sleep"\n');
    const second = entry('b.md', 'title: "B"\nservicesCards:\n  - anchor: "calm"\n  - anchor: "sleep"\n');
    expect(duplicateCardAnchors([first, second])).toEqual([
      {
        file: 'b.md',
        line: 5,
        field: 'servicesCards[2].anchor',
        message: '"sleep" is used twice (also in a.md, line 4). Give each card its own anchor.',
      },
    ]);
    expect(duplicateCardAnchors([first, entry('c.md', 'servicesCards:\n  - anchor: "calm"\n')])).toEqual([]);
  });

  it('names a card opening at a heading its service’s text does not have, with its file, line and field', () => {
    const text = '## Sleep\n\nWords.\n\n### Rest at night\n';
    const opening = (heading: string) =>
      entry('s.md', `servicesCards:\n  - anchor: "rest"\n    opensAt: "${heading}"\n`, text);
    expect(cardHeadingsMissing([opening('Rest at night')])).toEqual([]);
    expect(cardHeadingsMissing([opening('Rest by day')])).toEqual([
      {
        file: 's.md',
        line: 4,
        field: 'servicesCards[1].opensAt',
        message:
          '"Rest by day" is not a heading of this service\'s text. Copy one of its headings exactly, or leave it empty.',
      },
    ]);
  });
});
