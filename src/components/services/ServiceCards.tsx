import { labels } from '~/config/labels';
import { paths } from '~/lib/paths';
import type { ServicesCard } from '~/lib/service-places';
import IconCard from '~/components/ui/IconCard';
import MoreLink from '~/components/ui/MoreLink';

interface Props {
  cards: ServicesCard[];
}

/** The cards of /services, each at its #anchor. */
export default function ServiceCards({ cards }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.anchor} id={card.anchor}>
          <IconCard icon={card.icon} title={card.title}>
            <p>{card.shortDescription}</p>
            <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
