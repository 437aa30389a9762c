import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';
import type { CollectionEntry } from 'astro:content';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import HeadingText from '#/components/ui/HeadingText.tsx';
import Icon from '#/components/ui/Icon.tsx';
import MoreLink from '#/components/ui/MoreLink.tsx';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';

interface Props {
  clinics: { id: string; data: CollectionEntry<'clinics'>['data'] }[];
  /** h2 where the grid sits straight under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
}

/** Each clinic in its own colour, as on the home page's tiles: the clinics are never mistaken for the white service cards. */
export default function ClinicGrid({ clinics, headingLevel: Heading = 'h3' }: Props) {
  return (
    <ul className={cardGrid(clinics.length)}>
      {clinics.map(({ id, data }, index) => (
        <li key={id} className={cardGridItem(index, clinics.length)}>
          <article className={`flex h-full flex-col rounded-lg p-6 ${clinicTint[data.colour]}`}>
            <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-surface text-primary-strong">
              <Icon name={data.icon} />
            </span>
            <Heading className="text-xl text-ink lg:text-[1.3rem]">
              <HeadingText text={data.title} />
            </Heading>
            <div className="mt-3 flex flex-1 flex-col text-ink-soft">
              <p>{data.description}</p>
              <MoreLink href={paths.clinic(id)} label={labels.viewClinic} about={data.title} />
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
