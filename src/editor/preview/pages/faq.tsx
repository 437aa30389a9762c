import FaqPage, { faqCta, faqGroups } from '#/components/faq/FaqPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import { paths } from '#/config/paths.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { shownData } from '#/editor/preview/shown-data.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import type { PageCopy } from './page-copy';

/** /faq with this copy and these questions (as the site shows them), grouped as the page groups them. */
export function FaqPageView({ page, faqs }: { page: PageCopy<'faq'>; faqs: SiteData['faqs'] }) {
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <FaqPage groups={faqGroups(faqs)} />
    </>
  );
}

/** /faq as she edits its page file. */
export default function FaqPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  const page = fields as PageCopy<'faq'>;
  return (
    <PreviewPage
      frame={props.document}
      problems={problems(site)}
      site={site}
      path={paths.faq}
      cta={faqCta(page.sections.cta)}
    >
      <FaqPageView page={page} faqs={shownData(site, site.faqs)} />
    </PreviewPage>
  );
}
