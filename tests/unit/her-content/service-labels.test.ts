/**
 * A card or link is labelled with the page it opens: the home cards, the /services cards and the
 * footer links name each service by its page's title, so the way through the services is easy
 * to follow. The exceptions are the specification's labels that shared/DECISIONS.md keeps.
 */
import { describe, expect, it } from 'vitest';
import { footerServices, homeServiceCards, services, servicesPageCards } from '../../content';
import { paths } from '#/config/paths.ts';

/** DECISIONS.md: "Both service labels exist where the specification says so (footer 'Habit Change'...)". */
const KEPT_FOOTER_LABELS: Record<string, string> = { 'weight-management': 'Habit Change' };
/** DECISIONS.md: "the home grid keeps the specification's card labels ('Confidence Building', 'Sleep Improvement')". */
const KEPT_HOME_LABELS: Record<string, string> = {
  'confidence-boost': 'Confidence Building',
  'sleep-issues': 'Sleep Improvement',
};

const titleOf = (slug: string) => services.find((service) => service.id === slug)?.data.title;

describe('service labels match the pages they open', () => {
  it.each(homeServiceCards)('home card "$title" is its page’s title, or a label DECISIONS.md keeps', (card) => {
    expect(card.title).toBe(KEPT_HOME_LABELS[card.slug] ?? titleOf(card.slug));
  });

  it.each(services.filter((service) => (service.data.servicesCards ?? []).length > 0))(
    '$id: its first /services card carries its page’s title',
    (service) => {
      expect(service.data.servicesCards?.[0]?.title).toBe(service.data.title);
    },
  );

  it.each(footerServices)('footer link "$label" is its page’s title, or a label DECISIONS.md keeps', (link) => {
    const slug = services.find((service) => paths.service(service.id) === link.href)?.id ?? '';
    expect(link.label).toBe(KEPT_FOOTER_LABELS[slug] ?? titleOf(slug));
  });

  it('no card or footer link names one service and opens another', () => {
    const titles = new Map(services.map((service) => [service.data.title, service.id]));
    const named = [
      ...homeServiceCards.map((card) => [card.title, card.slug]),
      ...servicesPageCards.map((card) => [card.title, card.slug]),
      ...footerServices.map((link) => [link.label, link.href.split('/').pop() ?? '']),
    ];
    const misleading = named.filter(([label = '', slug]) => titles.has(label) && titles.get(label) !== slug);
    expect(misleading).toEqual([]);
  });
});
