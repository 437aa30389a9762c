/** The home cards, /services cards and footer links gathered from the services' own files. */
import { describe, expect, it } from 'vitest';
import { duplicateCardAnchors } from '#/content-check/card-anchors.ts';
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
