import ProsePage, { prosePageProps } from '#/components/ui/ProsePage.tsx';
import { pagePath } from '#/config/paths.ts';
import { pageData } from '#/lib/site-content.ts';
import { dayOf, entryKey, portraitUrl, type PreviewProps } from '#/editor/preview/entry.ts';
import { markdownBody } from '#/editor/preview/markdown.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePhoto } from '#/editor/preview/use-photo.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';

/** None while it is not a whole date. */
function updatedOf(written: unknown): Date | undefined {
  const day = dayOf(written);
  return Number.isNaN(day.getTime()) ? undefined : day;
}

export default function ProsePagePreview(props: PreviewProps) {
  const { fields, site, picture, problems } = usePreview(props);
  const id = entryKey(props, 'slug');
  const own =
    site && prosePageProps(site.content, id, pageData(id, { ...fields, updated: updatedOf(fields['updated']) }));
  const portrait = own?.portrait ? site?.settings.portrait : undefined;
  const photo = usePhoto(
    portrait ? portraitUrl(picture, portrait.image) : picture(String(fields['image'] ?? '')),
    portrait ? portrait.alt : String(fields['imageAlt'] ?? ''),
  );
  if (!site || !own) return null;
  const { frame, ...page } = own;
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={pagePath(id)} {...frame}>
      <ProsePage {...page} picture={photo}>
        {markdownBody(fields.body ?? '', { tokens: site.tokens, unset: site.unsetTokens }, picture)}
      </ProsePage>
    </PreviewPage>
  );
}
