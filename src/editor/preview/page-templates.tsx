/**
 * Loaded when one is opened, so a post's first form waits only for the post's template. Each preview is the page a
 * visitor meets, drawn by the page's own composition as its route shell draws it (page-views.tsx).
 */
import type { ComponentType } from 'react';
import ClinicArticle, { clinicProps } from '#/components/clinics/ClinicArticle.tsx';
import ServiceArticle, { serviceProps } from '#/components/services/ServiceArticle.tsx';
import Prose from '#/components/ui/Prose.tsx';
import { pagePath, paths } from '#/config/paths.ts';
import type { SettingsFileName } from '#/config/settings-files.ts';
import type { Entry } from '#/lib/site-content.ts';
import { entryKey, fieldsOf, listOf, pictureUrl, portraitUrl, type PreviewProps } from '#/editor/preview/entry.ts';
import { pageViews, type Shell, type View } from '#/editor/preview/page-views.tsx';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { useSiteData, type SiteData } from '#/editor/preview/site-data.ts';
import { useBuildCheck } from '#/editor/preview/use-build-check.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';

/** The page at its address, under what the build would say of the entry. */
const framing =
  (props: PreviewProps, site: SiteData, problems: string[], id: string): Shell['framed'] =>
  (frame, page) => (
    <PreviewPage frame={props.document} problems={problems} site={site} path={pagePath(id)} {...frame}>
      {page}
    </PreviewPage>
  );

/** A page file: its copy as she types it. */
function pageFileTemplate(id: string, View: View) {
  return function PageFilePreview(props: PreviewProps) {
    const { fields, site, picture, body, problems } = usePreview(props);
    if (!site) return null;
    const framed = framing(props, site, problems, id);
    return <View site={site} page={fields} picture={picture} body={body(site)} framed={framed} />;
  };
}

/**
 * A list (or a settings file) on the page where a visitor meets it, as she types it: the site's content holds her
 * typing. Each list item's fields checked apart; pictures named relative to the settings, as her portrait is.
 */
function listTemplate(id: keyof typeof pageViews) {
  const View: View = pageViews[id];
  return function ListPreview(props: PreviewProps) {
    const site = useSiteData(props);
    const fields = fieldsOf<Record<string, unknown>>(props.entry);
    const picture = (path: string) => portraitUrl((named) => pictureUrl(props, named), path);
    const problems = useBuildCheck(
      site && {
        file: entryKey(props, 'path'),
        collection: entryKey(props, 'collection'),
        slug: entryKey(props, 'slug'),
        fields: entryKey(props, 'collection') === 'settings' ? [fields] : listOf(fields),
        body: undefined,
        site,
        page: '',
        picture,
      },
    );
    if (!site) return null;
    const page = (site.content.pages[id] ?? {}) as Record<string, unknown>;
    const framed = framing(props, site, problems, id);
    return <View site={site} page={page} picture={(path) => pictureUrl(props, path)} body={null} framed={framed} />;
  };
}

/** A service's or a clinic's page, its closing band the page's own. */
function ServicePreview(props: PreviewProps) {
  const { fields, site, body, problems } = usePreview(props);
  if (!site) return null;
  const data = fields as unknown as Entry<'services'>['data'];
  const { frame, ...service } = serviceProps(site.content, { id: entryKey(props, 'slug'), data });
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={service.currentPath} {...frame}>
      <ServiceArticle {...service}>
        <Prose>{body(site)}</Prose>
      </ServiceArticle>
    </PreviewPage>
  );
}

function ClinicPreview(props: PreviewProps) {
  const { fields, site, body, problems } = usePreview(props);
  if (!site) return null;
  const id = entryKey(props, 'slug');
  const data = fields as unknown as Entry<'clinics'>['data'];
  const { frame, ...clinic } = clinicProps(site.content, { id, data });
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.clinic(id)} {...frame}>
      <ClinicArticle {...clinic}>
        <Prose>{body(site)}</Prose>
      </ClinicArticle>
    </PreviewPage>
  );
}

/** Each settings file on the page that shows the most of it without her own text (which a list preview lacks). */
const SETTINGS_PAGES: Record<SettingsFileName, keyof typeof pageViews> = {
  practice: 'home',
  answers: 'home',
  contact: 'contact',
  fees: 'home',
  credentials: 'about',
  privacy: 'home',
  website: 'home',
  confirmations: 'home',
};

export const pageTemplates = {
  services: ServicePreview,
  clinics: ClinicPreview,
  faq: listTemplate('faq'),
  helplines: listTemplate('contact'),
  process: listTemplate('home'),
  testimonials: listTemplate('home'),
  ...(Object.fromEntries(
    Object.entries(SETTINGS_PAGES).map(([name, page]) => [`settings:${name}`, listTemplate(page)]),
  ) as Record<`settings:${SettingsFileName}`, ComponentType<PreviewProps>>),
  ...Object.fromEntries(
    Object.entries(pageViews).map(([id, View]: [string, View]) => [`page:${id}`, pageFileTemplate(id, View)]),
  ),
} satisfies Record<string, ComponentType<PreviewProps>>;
