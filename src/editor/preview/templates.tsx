/**
 * One preview template for each collection (Sveltia CMS's registerPreviewTemplate, keyed by a
 * folder collection's name or a file's name): the page where a visitor meets the entry, drawn by
 * the site's own components from what she has typed.
 */
import type { ComponentType } from 'react';
import PostArticle, { coverClass } from '~/components/blog/PostArticle';
import ServiceArticle from '~/components/services/ServiceArticle';
import Prose from '~/components/ui/Prose';
import type { IconName } from '~/schemas/icon';
import { paths } from '~/lib/paths';
import { dayOf, fieldsOf, pictureUrl, type PreviewProps } from './entry';
import { markdownHtml } from './markdown';
import PreviewPage from './PreviewPage';
import { entryProblems } from './problems';
import { useSiteData, type SiteData } from './site-data';

type Fields = Record<string, unknown> & { body?: string; helplines?: string[] };

/** The entry's fields, the site's data, its problems and its text, for a template to lay out. */
function usePreview(props: PreviewProps) {
  const fields = fieldsOf<Fields>(props.entry);
  const site = useSiteData(props);
  const picture = (path: string) => pictureUrl(props, path);
  const file = String((props.entry as unknown as { get(key: string): unknown }).get('path') ?? '');
  const body = (data: SiteData) => <Prose html={markdownHtml(fields.body ?? '', data.tokens, picture)} />;
  const problems = (data: SiteData) => entryProblems(file, fields.body, data, picture);
  const helplines = (data: SiteData) => (fields.helplines ?? []).flatMap((id) => data.helplines[id] ?? []);
  return { fields, site, picture, body, problems, helplines };
}

function PostPreview(props: PreviewProps) {
  const { fields, site, picture, body, problems, helplines } = usePreview(props);
  if (!site) return null;
  const cover = picture(String(fields['cover'] ?? ''));
  return (
    <PreviewPage frame={props.document} problems={problems(site)}>
      <PostArticle
        title={String(fields['title'] ?? '')}
        subtitle={String(fields['subtitle'] ?? '')}
        date={dayOf(fields['date'])}
        author={String(fields['author'] || site.settings.practitioner.name)}
        cover={cover && <img src={cover} alt={String(fields['coverAlt'] ?? '')} className={coverClass} />}
        helplines={helplines(site)}
      >
        {body(site)}
      </PostArticle>
    </PreviewPage>
  );
}

function ServicePreview(props: PreviewProps) {
  const { fields, site, body, problems, helplines } = usePreview(props);
  if (!site) return null;
  const slug = String((props.entry as unknown as { get(key: string): unknown }).get('slug') ?? '');
  const tabs = site.services
    .map(({ slug: id, data }) => ({ id, title: String(data['title']), order: Number(data['order']) }))
    .sort((a, b) => a.order - b.order);
  return (
    <PreviewPage frame={props.document} problems={problems(site)}>
      <ServiceArticle
        eyebrow={site.pageHeadings['services'] ?? ''}
        title={String(fields['title'] ?? '')}
        subtitle={String(fields['subtitle'] ?? '')}
        icon={fields['icon'] as IconName}
        tabs={tabs}
        currentPath={paths.service(slug)}
        helplines={helplines(site)}
        feedback={fields['feedback'] as Parameters<typeof ServiceArticle>[0]['feedback']}
      >
        {body(site)}
      </ServiceArticle>
    </PreviewPage>
  );
}

export const templates: Record<string, ComponentType<PreviewProps>> = {
  blog: PostPreview,
  services: ServicePreview,
};
