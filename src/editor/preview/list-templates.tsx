/** The list files' and the settings' previews, each on the page where a visitor meets it; loaded when one is opened. */
import type { ComponentType, ReactNode } from 'react';
import ContactPage, { contactProps } from '#/components/contact/ContactPage.tsx';
import { faqProps } from '#/components/faq/FaqPage.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import { shownCopy } from '#/schemas/copy-text.ts';
import { paths } from '#/config/paths.ts';
import { FaqPageView } from '#/editor/preview/pages/faq.tsx';
import { SiteHomePage } from '#/editor/preview/pages/home.tsx';
import { pageOf, type SiteContent } from '#/lib/site-content.ts';
import {
  entryKey,
  fieldsOf,
  listOf,
  pictureUrl,
  portraitUrl,
  type PreviewProps,
  shownFields,
} from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { useSiteData, type SiteData } from '#/editor/preview/site-data.ts';
import { useBuildCheck } from '#/editor/preview/use-build-check.ts';

type Picture = (path: string) => string | undefined;

/** Each list item's fields apart, and no text. */
const checkedEntry = (props: PreviewProps, fields: Record<string, unknown>[], site: SiteData) => ({
  file: entryKey(props, 'path'),
  collection: entryKey(props, 'collection'),
  slug: entryKey(props, 'slug'),
  fields,
  body: undefined,
  site,
  page: '',
  picture: (path: string) => portraitUrl((named) => pictureUrl(props, named), path),
});

/** `cta`: that page's closing band, where it has its own. */
function listPreview<T>(
  path: string,
  draw: (items: T[], site: SiteData, picture: Picture) => ReactNode,
  cta?: (site: SiteData) => Cta | undefined,
) {
  return function ListPreview(props: PreviewProps) {
    const site = useSiteData(props);
    const items = listOf<Record<string, unknown>>(fieldsOf(props.entry));
    const checked = useBuildCheck(site && checkedEntry(props, items, site));
    if (!site) return null;
    const shown = shownFields(items as T[], (value) => shownCopy(value, site.tokens, site.unsetTokens).text);
    return (
      <PreviewPage frame={props.document} site={site} path={path} cta={cta?.(site)} problems={checked}>
        {draw(shown, site, (picture) => pictureUrl(props, picture))}
      </PreviewPage>
    );
  };
}

const withList = (site: SiteData, list: Partial<SiteContent>): SiteData => ({
  ...site,
  content: { ...site.content, ...list },
});

const FaqPreview = listPreview<SiteContent['faqs'][number]>(
  paths.faq,
  (faqs, site) => <FaqPageView page={pageOf(site.content, 'faq')} faqs={faqs} />,
  (site) => faqProps([], pageOf(site.content, 'faq')).cta,
);

const ProcessPreview = listPreview<SiteContent['steps'][number]>(paths.home, (steps, site, picture) => (
  <SiteHomePage site={withList(site, { steps })} picture={picture} />
));

/** None, no section; one, its card. */
const TestimonialsPreview = listPreview<SiteContent['testimonials'][number]>(
  paths.home,
  (testimonials, site, picture) => <SiteHomePage site={withList(site, { testimonials })} picture={picture} />,
);

/** Those the page names, from the list she is editing. */
const HelplinesPreview = listPreview<SiteContent['helplines'][number]>(paths.contact, (helplines, site) => (
  <ContactPage {...contactProps(withList(site, { helplines }).content)} />
));

/** The home page (and its header and footer), with the settings she is typing. */
function SettingsPreview(props: PreviewProps) {
  const site = useSiteData(props);
  const checked = useBuildCheck(site && checkedEntry(props, [fieldsOf(props.entry)], site));
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={checked} site={site} path={paths.home}>
      <SiteHomePage site={site} picture={(path) => pictureUrl(props, path)} />
    </PreviewPage>
  );
}

export const listTemplates = {
  faq: FaqPreview,
  process: ProcessPreview,
  testimonials: TestimonialsPreview,
  helplines: HelplinesPreview,
  settings: SettingsPreview,
} satisfies Record<string, ComponentType<PreviewProps>>;
