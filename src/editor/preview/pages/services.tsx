import ServicesPage, { servicesCta } from '#/components/services/ServicesPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { inNamedOrder } from '#/lib/named-order.ts';
import { paths } from '#/config/paths.ts';
import { servicesCards } from '#/lib/service-places.ts';
import { listOf, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { shownData } from '#/editor/preview/shown-data.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import type { PageCopy } from './page-copy';

type Service = Parameters<typeof servicesCards>[0][number] & { data: { title: string } };

/** The services as the site shows them (src/lib/content.ts reads them the same way). */
const servicesOf = (site: SiteData): Service[] =>
  shownData(site, site.services).map(({ slug, data }) => ({ id: slug, data: data as Service['data'] }));

/** /services as she edits its page file: the tabs and the cards in the orders its lists name. */
export default function ServicesPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  const page = fields as PageCopy<'services'>;
  const services = servicesOf(site);
  const tabs = inNamedOrder(services, ({ id }) => id, listOf<string>(fields['services'])).map(({ id, data }) => ({
    id,
    title: data.title,
  }));
  return (
    <PreviewPage
      frame={props.document}
      problems={problems(site)}
      site={site}
      path={paths.services}
      cta={servicesCta(page.sections.cta, site.settings)}
    >
      <PageHero heading={page.heading} lead={page.lead} />
      <ServicesPage copy={page.sections} tabs={tabs} cards={servicesCards(services, listOf<string>(fields['cards']))} />
    </PreviewPage>
  );
}
