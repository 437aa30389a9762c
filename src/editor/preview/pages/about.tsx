import Registrations from '#/components/about/Registrations.tsx';
import Credentials from '#/components/about/Credentials.tsx';
import type { Settings } from '#/config/settings-schema.ts';
import { pictureUrl, portraitUrl, type PreviewProps } from '#/editor/preview/entry.ts';
import { ProsePagePreview, sectionsOf } from './prose';

/** Her credentials as the site reads them: the editor leaves out a list she has emptied. */
function credentialsOf(settings: Settings): Settings['credentials'] {
  const written = settings.credentials as Partial<Settings['credentials']> | undefined;
  return { ...written, qualifications: written?.qualifications ?? [], memberships: written?.memberships ?? [] };
}

/** The about page: her portrait (else the page's picture), her text, then her credentials from the settings (src/pages/about.astro). */
export default function AboutPreview(props: PreviewProps) {
  return (
    <ProsePagePreview
      entry={props}
      parts={({ fields, site: { settings } }) => ({
        picture: settings.portrait && {
          url: portraitUrl((path) => pictureUrl(props, path), settings.portrait.image),
          alt: settings.portrait.alt,
        },
        hero: <Registrations memberships={credentialsOf(settings).memberships} />,
        after: <Credentials copy={sectionsOf('about', fields).credentials} credentials={credentialsOf(settings)} />,
      })}
    />
  );
}
