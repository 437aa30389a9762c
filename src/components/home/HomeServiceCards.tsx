import type { CollectionEntry } from 'astro:content';
import { labels } from '~/config/labels';
import { paths } from '~/lib/paths';
import IconCard from '~/components/ui/IconCard';
import MoreLink from '~/components/ui/MoreLink';

type Card = CollectionEntry<'homeServiceCards'>['data'] & { slug: string };

interface Props {
  cards: Card[];
}

export default function HomeServiceCards({ cards }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.id}>
          <IconCard icon={card.icon} title={card.title}>
            <p>{card.description}</p>
            <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
