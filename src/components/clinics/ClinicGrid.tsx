import { cardGrid, cardGridItem } from '#/components/ui/card-grid.ts';
import type { CollectionEntry } from 'astro:content';
import { labels } from '#/config/labels.ts';
import { paths } from '#/config/paths.ts';
import IconCard from '#/components/ui/IconCard.tsx';
import MoreLink from '#/components/ui/MoreLink.tsx';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';

interface Props {
  clinics: { id: string; data: CollectionEntry<'clinics'>['data'] }[];
  /** h2 where the grid sits straight under the page's h1, h3 under a section heading. */
  headingLevel?: 'h2' | 'h3';
  /** On a phone, a row that scrolls sideways (the home page), not a column. */
  phoneRow?: boolean;
}

export default function ClinicGrid({ clinics, headingLevel = 'h3', phoneRow = false }: Props) {
  return (
    <ul className={cardGrid(clinics.length, phoneRow)}>
      {clinics.map(({ id, data }, index) => (
        <li key={id} className={cardGridItem(index, clinics.length, phoneRow)}>
          <IconCard icon={data.icon} title={data.title} tint={clinicTint[data.colour]} headingLevel={headingLevel}>
            <p>{data.description}</p>
            <MoreLink href={paths.clinic(id)} label={labels.viewClinic} about={data.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
