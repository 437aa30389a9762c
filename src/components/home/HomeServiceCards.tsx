import { cardGrid, cardGridItem } from '~/components/ui/card-grid';
import { labels } from '~/config/labels';
import { paths } from '~/lib/paths';
import type { HomeCard } from '~/lib/service-places';
import IconCard from '~/components/ui/IconCard';
import MoreLink from '~/components/ui/MoreLink';

interface Props {
  cards: HomeCard[];
}

export default function HomeServiceCards({ cards }: Props) {
  return (
    <ul className={cardGrid(cards.length)}>
      {cards.map((card, index) => (
        <li key={card.slug} className={cardGridItem(index, cards.length)}>
          <IconCard icon={card.icon} title={card.title}>
            <p>{card.description}</p>
            <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
