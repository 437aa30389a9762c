import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import type { HomeCard } from '#/lib/service-places.ts';
import IconCard from '#/components/ui/IconCard.tsx';
import MoreLink from '#/components/ui/MoreLink.tsx';

interface Props {
  cards: HomeCard[];
}

export default function HomeServiceCards({ cards }: Props) {
  return (
    <ul className={cardGrid(cards.length, true)}>
      {cards.map((card, index) => (
        <li key={card.slug} className={cardGridItem(index, cards.length, true)}>
          <IconCard icon={card.icon} title={card.title}>
            <p>{card.description}</p>
            <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
