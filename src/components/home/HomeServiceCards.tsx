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
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.slug}>
          <IconCard icon={card.icon} title={card.title}>
            <p>{card.description}</p>
            <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
