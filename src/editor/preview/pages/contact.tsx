import ContactPage from '#/components/contact/ContactPage.tsx';
import PageHero from '#/components/ui/PageHero.tsx';
import type { Helpline } from '#/components/ui/UrgentHelp.tsx';
import { paths } from '#/config/paths.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import { pageData } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';

interface Props {
  site: SiteData;
  page: PageData<'contact'>;
  /** The crisis lines the page names, in its order, as the site shows them. */
  helplines: Helpline[];
}

/** /contact with this copy and these crisis lines: her details, hours and map from the settings. */
export function ContactPageView({ site, page, helplines }: Props) {
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <ContactPage copy={page.sections} site={site.settings} helplines={helplines} />
    </>
  );
}

/** /contact as she edits its page file. */
export default function ContactPagePreview(props: PreviewProps) {
  const { fields, site, problems, helplines } = usePreview(props);
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.contact}>
      <ContactPageView site={site} page={pageData('contact', fields)} helplines={helplines(site)} />
    </PreviewPage>
  );
}
