import type { CollectionEntry } from 'astro:content';
import ClinicsPage from '#/components/clinics/ClinicsPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { inNamedOrder } from '#/lib/named-order.ts';
import { paths } from '#/config/paths.ts';
import { listOf, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { shownData } from '#/editor/preview/shown-data.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import type { PageCopy } from './page-copy';

/** /clinics as she edits its page file: the clinics in the order its list names. */
export default function ClinicsPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  const page = fields as PageCopy<'clinics'>;
  const clinics = inNamedOrder(shownData(site, site.clinics), ({ slug }) => slug, listOf<string>(fields['clinics']));
  return (
    <PreviewPage
      frame={props.document}
      problems={problems(site)}
      site={site}
      path={paths.clinics}
      cta={page.sections.cta}
    >
      <PageHero heading={page.heading} lead={page.lead} />
      <ClinicsPage
        clinics={clinics.map(({ slug, data }) => ({ id: slug, data: data as CollectionEntry<'clinics'>['data'] }))}
      />
    </PreviewPage>
  );
}
