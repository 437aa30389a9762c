import ClinicsPage, { clinicsProps } from '#/components/clinics/ClinicsPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { paths } from '#/config/paths.ts';
import { pageData } from '#/lib/site-content.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';

export default function ClinicsPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  const page = pageData('clinics', fields);
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.clinics} cta={page.sections.cta}>
      <PageHero heading={page.heading} lead={page.lead} />
      <ClinicsPage {...clinicsProps(site.content, page)} />
    </PreviewPage>
  );
}
