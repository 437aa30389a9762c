import ServicesPage, { servicesCta, servicesProps } from '#/components/services/ServicesPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { paths } from '#/config/paths.ts';
import { pageData } from '#/lib/site-content.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';

export default function ServicesPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  const page = pageData('services', fields);
  return (
    <PreviewPage
      frame={props.document}
      problems={problems}
      site={site}
      path={paths.services}
      cta={servicesCta(page.sections.cta, site.settings)}
    >
      <PageHero heading={page.heading} lead={page.lead} />
      <ServicesPage {...servicesProps(site.content, page)} />
    </PreviewPage>
  );
}
