/**
 * One preview template for each collection (Sveltia CMS's registerPreviewTemplate, keyed by a
 * folder collection's name or a file's name): the page where a visitor meets the entry, drawn by
 * the site's own components from what she has typed.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { listTemplates } from './list-templates';
import Section from '~/components/ui/Section';
import type { PageSection } from '~/schemas/page';
import PostArticle, { coverClass } from '~/components/blog/PostArticle';
import ServiceArticle from '~/components/services/ServiceArticle';
import ClinicArticle from '~/components/clinics/ClinicArticle';
import PageHero from '~/components/ui/PageHero';
import Prose from '~/components/ui/Prose';
import type { IconName } from '~/schemas/icon';
import { shownCopy } from '~/lib/copy-text';
import { paths } from '~/lib/paths';
import { formatProblem } from '~/lib/problems/problem';
import { dayOf, fieldsOf, pictureUrl, shownFields, type PreviewProps } from './entry';
import { markdownHtml } from './markdown';
import PreviewPage from './PreviewPage';
import { entryProblems } from './problems';
import { useSiteData, type SiteData } from './site-data';

type Fields = Record<string, unknown> & { body?: string; helplines?: string[] };

/** The entry's fields as the site shows them, the site's data, its problems and its text, for a template to lay out. */
export function usePreview(props: PreviewProps) {
  const { body: text, ...written } = fieldsOf<Fields>(props.entry);
  const site = useSiteData(props);
  const shown = shownFields(written, (value) => shownCopy(value, site?.tokens ?? {}));
  const fields: Fields = { ...shown.fields, ...(text === undefined ? {} : { body: text }) };
  const picture = (path: string) => pictureUrl(props, path);
  const file = String((props.entry as unknown as { get(key: string): unknown }).get('path') ?? '');
  const body = (data: SiteData) => <Prose html={markdownHtml(text ?? '', data.tokens, picture)} />;
  const problems = (data: SiteData) => [
    ...shown.problems.map((problem) => formatProblem({ file, ...problem })),
    ...entryProblems(file, text, data, picture),
  ];
  const helplines = (data: SiteData) => (written.helplines ?? []).flatMap((id) => data.helplines[id] ?? []);
  return { fields, site, picture, body, problems, helplines };
}

/** The related clinic a post names, linked as the post page links it. */
function clinicLink(site: SiteData, id: unknown) {
  const clinic = site.clinics.find((entry) => entry.slug === id);
  return clinic && { href: paths.clinic(clinic.slug), title: String(clinic.data['title'] ?? '') };
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
        clinic={clinicLink(site, fields['clinic'])}
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
        eyebrow={String(site.pages['services']?.['heading'] ?? '')}
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

function ClinicPreview(props: PreviewProps) {
  const { fields, site, body, problems, helplines } = usePreview(props);
  if (!site) return null;
  const clinic = fields as Fields & Omit<Parameters<typeof ClinicArticle>[0], 'children' | 'helplines'>;
  return (
    <PreviewPage frame={props.document} problems={problems(site)}>
      <ClinicArticle {...clinic} helplines={helplines(site)}>
        {body(site)}
      </ClinicArticle>
    </PreviewPage>
  );
}

/**
 * A page's copy: its heading and lead, its text and its sections' wording, in the site's
 * components. Each page's own shell (src/pages/*.astro) places them among its other parts (cards,
 * forms, lists), which this preview leaves out.
 */
function PagePreview(props: PreviewProps) {
  const { fields, site, body, problems } = usePreview(props);
  if (!site) return null;
  const sections = Object.entries((fields['sections'] ?? {}) as Record<string, PageSection>);
  return (
    <PreviewPage frame={props.document} problems={problems(site)}>
      <PageHero heading={String(fields['heading'] ?? '')} lead={fields['lead'] as string | undefined} />
      {fields.body?.trim() && <div className="mx-auto max-w-page px-5 py-14 sm:px-8">{body(site)}</div>}
      {sections.map(([id, copy]) => (
        <Section key={id} id={id} copy={copy} />
      ))}
    </PreviewPage>
  );
}

/** Loaded when one of these forms is opened: a post's or a page's form need not wait for them. */
const later = (name: keyof typeof listTemplates) => {
  const Template = lazy(async () => ({ default: (await import('./list-templates')).listTemplates[name] }));
  return function LaterTemplate(props: PreviewProps) {
    return (
      <Suspense>
        <Template {...props} />
      </Suspense>
    );
  };
};

/** The templates, by collection or (pages, lists, settings) file name; `pages` names every page file. */
export const templatesFor = (pages: string[]): Record<string, ComponentType<PreviewProps>> => ({
  ...Object.fromEntries(pages.map((page) => [page, PagePreview])),
  blog: PostPreview,
  services: ServicePreview,
  clinics: ClinicPreview,
  faq: later('faq'),
  process: later('process'),
  testimonials: later('testimonials'),
  helplines: later('helplines'),
  settings: later('settings'),
});
