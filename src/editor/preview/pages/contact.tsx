import ContactPage, { contactProps } from '#/components/contact/ContactPage.tsx';
import { paths } from '#/config/paths.ts';
import type { PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';
import { pageData } from '#/lib/site-content.ts';

export default function ContactPagePreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.contact}>
      <ContactPage {...contactProps(site.content, pageData('contact', fields))} />
    </PreviewPage>
  );
}
