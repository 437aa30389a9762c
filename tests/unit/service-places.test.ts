/** The home cards, /services cards and footer links gathered from the services' own files. */
import { describe, expect, it } from 'vitest';
import { duplicateCardAnchors } from '~/content-check/card-anchors';
import type { SourceEntry } from '~/content-check/entries';
import { readYaml } from '~/lib/problems/yaml-source';
import { footerServiceLinks, homeCards, servicesCards } from '~/lib/service-places';

const card = (anchor: string, order: number) => ({
  anchor,
  order,
  icon: 'focus' as const,
  title: anchor,
  shortDescription: 'Text.',
});

const services = [
  {
    id: 'sleep',
    data: {
      icon: 'sleep' as const,
      homeCard: { order: 2, title: 'Sleep Improvement', description: 'Text.' },
      servicesCards: [card('rest', 3), card('nights', 1)],
      footerLink: { order: 1, label: 'Sleep' },
    },
  },
  { id: 'pain', data: { icon: 'pain' as const } },
  {
    id: 'calm',
    data: {
      icon: 'calm' as const,
      homeCard: { order: 1, title: 'Calm', description: 'Text.' },
      servicesCards: [card('calm', 2)],
      footerLink: { order: 2, label: 'Calmer Days' },
    },
  },
];

describe('where a service shows outside its page', () => {
  it('home cards: in their own order, each with its service’s icon and address; none for a service without one', () => {
    expect(homeCards(services).map(({ title, icon, slug }) => [title, icon, slug])).toEqual([
      ['Calm', 'calm', 'calm'],
      ['Sleep Improvement', 'sleep', 'sleep'],
    ]);
  });

  it('/services cards: every card of every service, in one order across the services', () => {
    expect(servicesCards(services).map(({ anchor, slug }) => [anchor, slug])).toEqual([
      ['nights', 'sleep'],
      ['calm', 'calm'],
      ['rest', 'sleep'],
    ]);
  });

  it('footer links: the footer’s own labels, in their order, to each service’s page', () => {
    expect(footerServiceLinks(services)).toEqual([
      { href: '/services/sleep', label: 'Sleep' },
      { href: '/services/calm', label: 'Calmer Days' },
    ]);
  });

  it('two equal positions still give one order: by service', () => {
    const tied = services.map((service) => ({
      ...service,
      data: { ...service.data, footerLink: { order: 1, label: service.id } },
    }));
    expect(footerServiceLinks(tied).map(({ label }) => label)).toEqual(['calm', 'pain', 'sleep']);
    expect(footerServiceLinks([...tied].reverse()).map(({ label }) => label)).toEqual(['calm', 'pain', 'sleep']);
  });
});

describe('the content check', () => {
  const entry = (file: string, yaml: string): SourceEntry => {
    const source = readYaml(yaml, file, 2);
    return { id: file, file, at: [], data: source.data, yaml: source };
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
});
