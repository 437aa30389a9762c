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
import Prose from '~/components/ui/Prose';
import type { IconName } from '~/schemas/icon';
import { paths } from '~/lib/paths';
import { dayOf, fieldsOf, listOf, pictureUrl, type EntryData, type PreviewProps } from './entry';
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
    return (
      <PreviewPage frame={props.document} problems={[]}>
        {draw(listOf<T>(fieldsOf(props.entry)), site)}
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

export const templates: Record<string, ComponentType<PreviewProps>> = {
  blog: PostPreview,
  services: ServicePreview,
  faq: FaqPreview,
  process: ProcessPreview,
  testimonials: TestimonialsPreview,
  helplines: HelplinesPreview,
  settings: SettingsPreview,
};
