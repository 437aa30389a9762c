import type { CollectionEntry } from 'astro:content';
import { labels } from '~/config/labels';
import { paths } from '~/lib/paths';
import IconCard from '~/components/ui/IconCard';
import MoreLink from '~/components/ui/MoreLink';
import { clinicTint } from './clinic-tint';

interface Props {
  clinics: { id: string; data: CollectionEntry<'clinics'>['data'] }[];
}

export default function ClinicGrid({ clinics }: Props) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {clinics.map(({ id, data }) => (
        <li key={id}>
          <IconCard icon={data.icon} title={data.title} tint={clinicTint[data.colour]}>
            <p>{data.description}</p>
            <MoreLink href={paths.clinic(id)} label={labels.viewClinic} about={data.title} />
          </IconCard>
        </li>
      ))}
    </ul>
  );
}
