/** Loaded when one is opened, so a post's first form waits only for the post's template. */
import type { ComponentType } from 'react';
import Section from '#/components/ui/Section.tsx';
import type { PageSection } from '#/schemas/page.ts';
import ServiceArticle, { serviceProps } from '#/components/services/ServiceArticle.tsx';
import type { Entry } from '#/lib/site-content.ts';
import ClinicArticle, { clinicProps } from '#/components/clinics/ClinicArticle.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { pagePath, paths } from '#/config/paths.ts';
import { entryKey, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';

function ServicePreview(props: PreviewProps) {
  const { fields, site, body, problems } = usePreview(props);
  if (!site) return null;
  const service = serviceProps(site.content, {
    id: entryKey(props, 'slug'),
    data: fields as unknown as Entry<'services'>['data'],
  });
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={service.currentPath}>
      <ServiceArticle {...service}>{body(site)}</ServiceArticle>
    </PreviewPage>
  );
}

function ClinicPreview(props: PreviewProps) {
  const { fields, site, body, problems } = usePreview(props);
  if (!site) return null;
  const slug = entryKey(props, 'slug');
  const clinic = clinicProps(site.content, { id: slug, data: fields as unknown as Entry<'clinics'>['data'] });
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.clinic(slug)} {...clinic.frame}>
      <ClinicArticle {...clinic.article}>{body(site)}</ClinicArticle>
    </PreviewPage>
  );
}

/** A page's copy only: its shell's other parts (cards, forms, lists) are left out. */
function PagePreview(props: PreviewProps) {
  const { fields, site, body, problems } = usePreview(props);
  if (!site) return null;
  const sections = Object.entries((fields['sections'] ?? {}) as Record<string, PageSection>);
  const id = entryKey(props, 'slug');
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={pagePath(id)}>
      <PageHero heading={String(fields['heading'] ?? '')} lead={fields['lead'] as string | undefined} />
      {fields.body?.trim() && <div className="mx-auto max-w-page px-5 py-14 sm:px-8">{body(site)}</div>}
      {sections.map(([id, copy]) => (
        <Section key={id} id={id} copy={copy} />
      ))}
    </PreviewPage>
  );
}

export const pageTemplates = {
  services: ServicePreview,
  clinics: ClinicPreview,
  page: PagePreview,
} satisfies Record<string, ComponentType<PreviewProps>>;
