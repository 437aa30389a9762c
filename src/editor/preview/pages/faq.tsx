import FaqPage, { faqProps } from '#/components/faq/FaqPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { paths } from '#/config/paths.ts';
import { pageData, type SiteContent } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';

/** Grouped as the page groups them. */
export function FaqPageView({ page, faqs }: { page: PageData<'faq'>; faqs: SiteContent['faqs'] }) {
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <FaqPage groups={faqProps(faqs, page).groups} />
    </>
  );
}

export default function FaqPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  const page = pageData('faq', fields);
  const { faqs } = site.content;
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.faq} cta={faqProps(faqs, page).cta}>
      <FaqPageView page={page} faqs={faqs} />
    </PreviewPage>
  );
}
