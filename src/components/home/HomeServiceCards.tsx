import { ArrowRight } from 'lucide-react';
import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import type { HomeCard } from '#/lib/service-places.ts';
import Icon from '#/components/ui/Icon.tsx';
import IconCard from '#/components/ui/IconCard.tsx';
import MoreLink from '#/components/ui/MoreLink.tsx';

interface Props {
  cards: HomeCard[];
}

/** On a phone a short list, one row a service (its icon, its name, the way in); cards from 640 px. */
export default function HomeServiceCards({ cards }: Props) {
  return (
    <>
      <ul className="grid gap-2 sm:hidden">
        {cards.map((card) => (
          <li key={card.slug}>
            <a
              href={paths.service(card.slug)}
              className="flex min-h-13 items-center gap-3 rounded-lg border border-line bg-surface px-3 py-2 font-display text-lg text-ink shadow-card hover:border-primary"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                <Icon name={card.icon} className="size-5" />
              </span>
              <span className="flex-1">{card.title}</span>
              <ArrowRight className="size-5 shrink-0 text-primary-strong" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
      <ul className={`max-sm:hidden ${cardGrid(cards.length)}`}>
        {cards.map((card, index) => (
          <li key={card.slug} className={cardGridItem(index, cards.length)}>
            <IconCard icon={card.icon} title={card.title}>
              <p>{card.description}</p>
              <MoreLink href={paths.service(card.slug)} label={labels.learnMore} about={card.title} />
            </IconCard>
          </li>
        ))}
      </ul>
    </>
  );
}
