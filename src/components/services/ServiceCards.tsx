import type { CollectionEntry } from 'astro:content';
import { labels } from '~/config/labels';
import { paths } from '~/lib/paths';
import IconCard from '~/components/ui/IconCard';
import MoreLink from '~/components/ui/MoreLink';

type Card = CollectionEntry<'serviceCards'>['data'] & { slug: string };

interface Props {
  cards: Card[];
}

/** The six cards of /services; each card's id is its #anchor. */
export default function ServiceCards({ cards }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id} id={card.id}>
          <IconCard icon={card.icon} title={card.title}>
            <p>{card.shortDescription}</p>
            <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
