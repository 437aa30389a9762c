/** One template per collection, drawn by the site's own components; only the post's is in the editor's first load. */
import { lazy, Suspense, type ComponentType } from 'react';
import type { listTemplates } from '#/editor/preview/list-templates.tsx';
import type { pageTemplates } from '#/editor/preview/page-templates.tsx';
import PostArticle, { coverClass, postProps } from '#/components/blog/PostArticle.tsx';
import type { Entry } from '#/lib/site-content.ts';
import { paths } from '#/config/paths.ts';
import { dayOf, entryKey, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import { usePreview } from '#/editor/preview/use-preview.tsx';

function PostPreview(props: PreviewProps) {
  const { fields, site, picture, body, problems } = usePreview(props);
  if (!site) return null;
  const cover = picture(String(fields['cover'] ?? ''));
  const post = { id: entryKey(props, 'slug'), data: { ...fields, date: dayOf(fields['date']) } };
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.post(post.id)}>
      <PostArticle
        {...postProps(site.content, site.posts, post as unknown as Entry<'blog'>)}
        cover={cover && <img src={cover} alt={String(fields['coverAlt'] ?? '')} className={coverClass} />}
      >
        {body(site)}
      </PostArticle>
    </PreviewPage>
  );
}

function later(load: () => Promise<ComponentType<PreviewProps>>) {
  const Template = lazy(async () => ({ default: await load() }));
  return function LaterTemplate(props: PreviewProps) {
    return (
      <Suspense>
        <Template {...props} />
      </Suspense>
    );
  };
}

const list = (name: keyof typeof listTemplates) =>
  later(async () => (await import('#/editor/preview/list-templates.tsx')).listTemplates[name]);
const page = (name: keyof typeof pageTemplates) =>
  later(async () => (await import('#/editor/preview/page-templates.tsx')).pageTemplates[name]);

/** Sveltia looks a template up by file name, else collection name: a page named as a collection shares it. */
function byCollection(Page: ComponentType<PreviewProps>, Other: ComponentType<PreviewProps> | undefined) {
  if (!Other) return Page;
  return function SharedNameTemplate(props: PreviewProps) {
    return entryKey(props, 'collection') === 'pages' ? <Page {...props} /> : <Other {...props} />;
  };
}

/** `pages` names every page file. */
export const templatesFor = (pages: string[]): Record<string, ComponentType<PreviewProps>> => {
  // The registry itself is loaded with the first page form: the first load carries no page's loader.
  const pagePreview = (name: string) =>
    later(
      async () =>
        (await (await import('#/editor/preview/page-previews.ts')).pagePreviews[name]?.()) ??
        (await import('#/editor/preview/page-templates.tsx')).pageTemplates.page,
    );
  const others: Record<string, ComponentType<PreviewProps>> = {
    blog: PostPreview,
    services: page('services'),
    clinics: page('clinics'),
    faq: list('faq'),
    process: list('process'),
    testimonials: list('testimonials'),
    helplines: list('helplines'),
    settings: list('settings'),
  };
  return {
    ...others,
    ...Object.fromEntries(pages.map((name) => [name, byCollection(pagePreview(name), others[name])])),
  };
};
