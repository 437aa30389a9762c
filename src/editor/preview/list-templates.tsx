/**
 * The previews of the list files (FAQ, steps, testimonials, helplines) and the settings, each
 * on the page where a visitor meets it; loaded only when one of them is opened (src/editor/preview/templates.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import ContactPage, { contactProps } from '#/components/contact/ContactPage.tsx';
import { faqProps } from '#/components/faq/FaqPage.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import { shownCopy } from '#/schemas/copy-text.ts';
import { paths } from '#/config/paths.ts';
import { FaqPageView } from '#/editor/preview/pages/faq.tsx';
import { SiteHomePage } from '#/editor/preview/pages/home.tsx';
import { pageOf, type SiteContent } from '#/lib/site-content.ts';
import { entryKey, fieldsOf, listOf, pictureUrl, portraitUrl, type PreviewProps, shownFields } from './entry';
import PreviewPage from './PreviewPage';
import { useSiteData, type SiteData } from './site-data';
import { useBuildCheck } from './use-build-check';

type Picture = (path: string) => string | undefined;

/** What the build check reads of a list or settings entry: its fields (each list item's apart), no text. */
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

/**
 * A list file (FAQ, steps...) shown on the page (its path) where a visitor meets it, with the
 * site's data; `cta`, that page's closing band, where it has its own.
 */
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
    const shown = shownFields(
      listOf<T>(fieldsOf(props.entry)),
      (value) => shownCopy(value, site.tokens, site.unsetTokens).text,
    );
    return (
      <PreviewPage frame={props.document} site={site} path={path} cta={cta?.(site)} problems={checked}>
        {draw(shown, site, (picture) => pictureUrl(props, picture))}
      </PreviewPage>
    );
  };
}

/** The site with one list as she is editing it. */
const withList = (site: SiteData, list: Partial<SiteContent>): SiteData => ({
  ...site,
  content: { ...site.content, ...list },
});

/** The whole FAQ page, with the questions she is editing. */
const FaqPreview = listPreview<SiteContent['faqs'][number]>(
  paths.faq,
  (faqs, site) => <FaqPageView page={pageOf(site.content, 'faq')} faqs={faqs} />,
  (site) => faqProps([], pageOf(site.content, 'faq')).cta,
);

/** The home page, with the steps she is editing in its "how it works". */
const ProcessPreview = listPreview<SiteContent['steps'][number]>(paths.home, (steps, site, picture) => (
  <SiteHomePage site={withList(site, { steps })} picture={picture} />
));

/** The home page, with the quotes she is editing: none, no section; one, its card. */
const TestimonialsPreview = listPreview<SiteContent['testimonials'][number]>(
  paths.home,
  (testimonials, site, picture) => <SiteHomePage site={withList(site, { testimonials })} picture={picture} />,
);

/** The contact page, where a visitor meets the crisis lines: those it names, from the list she is editing. */
const HelplinesPreview = listPreview<SiteContent['helplines'][number]>(paths.contact, (helplines, site) => (
  <ContactPage {...contactProps(withList(site, { helplines }).content)} />
));

/** The practice settings, where a visitor meets them: the home page (and its header and footer), with the settings she is typing. */
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
