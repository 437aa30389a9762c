/**
 * One template per collection and page file, each the page a visitor meets, drawn by the page's own composition
 * (its component fed by its props function) as its route shell draws it; only the post's is in the editor's first
 * load, the others are loaded when one is opened (page-templates.tsx).
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { pageTemplates } from '#/editor/preview/page-templates.tsx';
import PostArticle, { coverClass, postProps } from '#/components/blog/PostArticle.tsx';
import Prose from '#/components/ui/Prose.tsx';
import type { Entry } from '#/lib/site-content.ts';
import { paths } from '#/config/paths.ts';
import { SETTINGS_FILE_NAMES } from '#/config/settings-files.ts';
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
        <Prose>{body(site)}</Prose>
      </PostArticle>
    </PreviewPage>
  );
}

/** Loaded when first drawn. */
function later(name: string) {
  const Template = lazy(async () => {
    const { pageTemplates: templates } = await import('#/editor/preview/page-templates.tsx');
    const template = (templates as Partial<Record<string, ComponentType<PreviewProps>>>)[name];
    if (!template) throw new Error(`No preview of ${name}: add it to src/editor/preview/page-templates.tsx.`);
    return { default: template };
  });
  return function LaterTemplate(props: PreviewProps) {
    return (
      <Suspense>
        <Template {...props} />
      </Suspense>
    );
  };
}

type Later = keyof typeof pageTemplates;

/**
 * Sveltia looks a template up by file name, else collection name: a name shared (the contact page and the contact
 * settings, the services page and the services) is told apart by the entry's collection.
 */
function byCollection(templates: Readonly<Record<string, ComponentType<PreviewProps>>>) {
  return function SharedNameTemplate(props: PreviewProps) {
    const Template = templates[entryKey(props, 'collection')];
    return Template ? <Template {...props} /> : null;
  };
}

/** `pages` names every page file; each settings file has its own. */
export const templatesFor = (pages: string[]): Record<string, ComponentType<PreviewProps>> => {
  const collections: Record<string, ComponentType<PreviewProps>> = {
    blog: PostPreview,
    ...Object.fromEntries(
      (['services', 'clinics', 'faq', 'process', 'testimonials', 'helplines'] satisfies Later[]).map((name) => [
        name,
        later(name),
      ]),
    ),
  };
  const files: Record<string, Record<string, ComponentType<PreviewProps>>> = {};
  const add = (collection: string, name: string, template: ComponentType<PreviewProps>) => {
    files[name] = { ...files[name], [collection]: template };
  };
  for (const [name, template] of Object.entries(collections)) add(name, name, template);
  for (const name of pages) add('pages', name, later(`page:${name}`));
  for (const name of SETTINGS_FILE_NAMES) add('settings', name, later(`settings:${name}`));
  return Object.fromEntries(Object.entries(files).map(([name, templates]) => [name, byCollection(templates)]));
};
