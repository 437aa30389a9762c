/**
 * One preview template for each collection (Sveltia CMS's registerPreviewTemplate, keyed by a
 * folder collection's name or a file's name): the page where a visitor meets the entry, drawn by
 * the site's own components from what she has typed.
 */
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import FaqGroups from '~/components/faq/FaqGroups';
import type FaqAccordion from '~/components/faq/FaqAccordion';
import ContactDetails from '~/components/contact/ContactDetails';
import ProcessSteps from '~/components/home/ProcessSteps';
import Footer from '~/components/layout/Footer';
import Section from '~/components/ui/Section';
import UrgentHelp, { type Helpline } from '~/components/ui/UrgentHelp';
import { labels } from '~/config/labels';
import type { Settings } from '~/config/settings-schema';
import { reviewClaims } from '~/lib/review-claims';
import { footerServiceLinks } from '~/lib/service-places';
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
import { dayOf, fieldsOf, listOf, pictureUrl, shownFields, type EntryData, type PreviewProps } from './entry';
import { markdownHtml } from './markdown';
import PreviewPage from './PreviewPage';
import { entryProblems } from './problems';
import { useSiteData, type SiteData } from './site-data';

type Fields = Record<string, unknown> & { body?: string; helplines?: string[] };

/** The entry's fields as the site shows them, the site's data, its problems and its text, for a template to lay out. */
function usePreview(props: PreviewProps) {
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

/** A home page section, with its copy from the home page's file. */
function HomeSection(props: {
  site: SiteData;
  id: string;
  copy?: string;
  tone?: 'sand' | 'soft';
  children: ReactNode;
}) {
  const sections = (props.site.pages['home']?.['sections'] ?? {}) as Record<string, PageSection>;
  const copy = sections[props.copy ?? props.id] ?? { heading: '' };
  return (
    <Section id={props.id} copy={copy} {...(props.tone ? { tone: props.tone } : {})}>
      {props.children}
    </Section>
  );
}

/** A list file (FAQ, steps...) shown where a visitor meets it, with the site's data. */
function listPreview<T>(draw: (items: T[], site: SiteData) => ReactNode) {
  return function ListPreview(props: PreviewProps) {
    const site = useSiteData(props);
    if (!site) return null;
    const file = String((props.entry as unknown as { get(key: string): unknown }).get('path') ?? '');
    const shown = shownFields(listOf<T>(fieldsOf(props.entry)), (value) => shownCopy(value, site.tokens));
    return (
      <PreviewPage
        frame={props.document}
        problems={shown.problems.map((problem) => formatProblem({ file, ...problem }))}
      >
        {draw(shown.fields, site)}
      </PreviewPage>
    );
  };
}

type Faq = Parameters<typeof FaqAccordion>[0]['items'][number];
type Step = Parameters<typeof ProcessSteps>[0]['steps'][number];
/** Loaded when her testimonials are opened: a post's or a page's form need not wait for it. */
const TestimonialCarousel = lazy(() => import('~/components/home/TestimonialCarousel'));
type Testimonial = Parameters<typeof TestimonialCarousel>[0]['testimonials'][number];

/** The FAQ page's groups. */
const FaqPreview = listPreview<Faq>((items) => <FaqGroups faqs={items} />);

/** The home page's "how it works". */
const ProcessPreview = listPreview<Step>((steps, site) => (
  <HomeSection site={site} id="process">
    <ProcessSteps steps={[...steps].sort((a, b) => a.number - b.number)} />
  </HomeSection>
));

/** The home page's testimonials: none, no section (as the home page). */
const TestimonialsPreview = listPreview<Testimonial>((testimonials, site) => {
  if (testimonials.length === 0) return null;
  const claims = reviewClaims(testimonials);
  return (
    <HomeSection
      site={site}
      id="testimonials"
      copy={claims.allReal ? 'testimonials' : 'sampleTestimonials'}
      tone="soft"
    >
      <Suspense>
        <TestimonialCarousel testimonials={testimonials} />
      </Suspense>
    </HomeSection>
  );
});

/** Every helpline, as a page shows those it names. */
const HelplinesPreview = listPreview<Helpline>((helplines) => (
  <div className="mx-auto max-w-prose px-5 py-12">
    <UrgentHelp heading={labels.urgentHelp} helplines={helplines} />
  </div>
));

/** The practice settings, where a visitor meets them: the contact details, and the footer on every page. */
function SettingsPreview(props: PreviewProps) {
  const settings = fieldsOf<Settings>(props.entry) as Settings;
  const site = useSiteData(props, settings);
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={[]}>
      <div className="mx-auto max-w-page px-5 py-12 sm:px-8">
        <ContactDetails site={settings} />
      </div>
      <Footer
        site={settings}
        serviceLinks={footerServiceLinks(site.services.map(asService))}
        year={new Date().getFullYear()}
      />
    </PreviewPage>
  );
}

const asService = ({ slug, data }: EntryData) => ({
  id: slug,
  data: data as Parameters<typeof footerServiceLinks>[0][number]['data'],
});

/** The templates, by collection or (pages, lists, settings) file name; `pages` names every page file. */
export const templatesFor = (pages: string[]): Record<string, ComponentType<PreviewProps>> => ({
  ...Object.fromEntries(pages.map((page) => [page, PagePreview])),
  blog: PostPreview,
  services: ServicePreview,
  clinics: ClinicPreview,
  faq: FaqPreview,
  process: ProcessPreview,
  testimonials: TestimonialsPreview,
  helplines: HelplinesPreview,
  settings: SettingsPreview,
});
