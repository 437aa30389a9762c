import { labels } from '#/config/labels.ts';
import type { ServicesCard } from '#/lib/service-places.ts';
import IconCard from '#/components/ui/IconCard.tsx';
import MoreLink from '#/components/ui/MoreLink.tsx';
import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';

interface Props {
  cards: ServicesCard[];
  /** Each card's service page title, by slug: its link names the page it opens (or, opening at a part of it, the card). */
  pageTitles: Record<string, string>;
}

/** Its element (service-cards.ts) scrolls to the card an address names. */
export default function ServiceCards({ cards, pageTitles }: Props) {
  return (
    <service-cards className="block">
      <ul className={cardGrid(cards.length)}>
        {cards.map((card, index) => (
          <li key={card.anchor} id={card.anchor} className={cardGridItem(index, cards.length)}>
            <IconCard icon={card.icon} title={card.title}>
              <p>{card.shortDescription}</p>
              <MoreLink
                href={card.href}
                label={labels.learnMore}
                about={card.opensAt ? card.title : (pageTitles[card.slug] ?? card.title)}
              />
            </IconCard>
          </li>
        ))}
      </ul>
    </service-cards>
  );
}
