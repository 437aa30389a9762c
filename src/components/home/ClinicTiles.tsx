import type { CollectionEntry } from 'astro:content';
import { paths } from '#/config/paths.ts';
import Icon from '#/components/ui/Icon.tsx';
import HeadingText from '#/components/ui/HeadingText.tsx';
import { clinicTint } from '#/components/clinics/clinic-tint.ts';

interface Props {
  clinics: { id: string; data: CollectionEntry<'clinics'>['data'] }[];
}

/**
 * The clinics in their own colours, each tile one link with its name: told apart at a glance from
 * the white service cards above (their words are on the clinics' pages). On a phone one slim row a
 * clinic, the icon beside the name; three to a row from 640 px, the icon above it; beside it again from 1024 px.
 */
export default function ClinicTiles({ clinics }: Props) {
  return (
    <ul className="grid gap-1.5 sm:grid-cols-3 sm:gap-5">
      {clinics.map(({ id, data }) => (
        <li key={id}>
          <a
            href={paths.clinic(id)}
            className={`group flex h-full items-center gap-3 rounded-lg px-3 py-2 sm:flex-col sm:items-start sm:gap-2 sm:p-5 lg:flex-row lg:items-center lg:gap-4 ${clinicTint[data.colour]}`}
          >
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-surface text-primary-strong sm:size-10">
              <Icon name={data.icon} className="size-5" />
            </span>
            <h3 className="text-base leading-snug text-ink group-hover:underline sm:text-lg sm:leading-normal">
              <HeadingText text={data.title} />
            </h3>
          </a>
        </li>
      ))}
    </ul>
  );
}
