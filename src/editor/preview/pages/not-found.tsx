import NotFoundPage from '#/components/ui/NotFoundPage.tsx';
import { pagePath } from '#/config/paths.ts';
import { pageData } from '#/lib/site-content.ts';
import { entryKey, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';

export default function NotFoundPreview(props: PreviewProps) {
  const { fields, site, problems } = usePreview(props);
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={pagePath(entryKey(props, 'slug'))}>
      <NotFoundPage {...pageData('not-found', fields)} />
    </PreviewPage>
  );
}
