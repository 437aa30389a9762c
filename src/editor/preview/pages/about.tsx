import Credentials from '#/components/about/Credentials.tsx';
import { SETTINGS_FILE } from '#/config/settings-file.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { pictureUrl, type PreviewProps } from '#/editor/preview/entry.ts';
import { ProsePagePreview, sectionsOf } from './prose';

/** Her portrait's file from the project's root, as the editor finds it: the settings name it relative to their own file. */
const portraitFile = (image: string) => new URL(image, `file:///${SETTINGS_FILE}`).pathname;

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
          url: pictureUrl(props, portraitFile(settings.portrait.image)),
          alt: settings.portrait.alt,
        },
        after: <Credentials copy={sectionsOf('about', fields).credentials} credentials={credentialsOf(settings)} />,
      })}
    />
  );
}
