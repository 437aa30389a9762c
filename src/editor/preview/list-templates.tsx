/**
 * The previews of the list files (FAQ, steps, testimonials, helplines) and the settings, each
 * where a visitor meets it; loaded only when one of them is opened (src/editor/preview/templates.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import FaqAccordion from '~/components/faq/FaqAccordion';
import FaqGroups from '~/components/faq/FaqGroups';
import ContactDetails from '~/components/contact/ContactDetails';
import ProcessSteps from '~/components/home/ProcessSteps';
import TestimonialCarousel from '~/components/home/TestimonialCarousel';
import Footer from '~/components/layout/Footer';
import Section from '~/components/ui/Section';
import UrgentHelp, { type Helpline } from '~/components/ui/UrgentHelp';
import { labels } from '~/config/labels';
import type { Settings } from '~/config/settings-schema';
import { shownCopy } from '~/lib/copy-text';
import { formatProblem } from '~/lib/problems/problem';
import { reviewClaims } from '~/lib/review-claims';
import { footerServiceLinks } from '~/lib/service-places';
import type { PageSection } from '~/schemas/page';
import { fieldsOf, listOf, shownFields, type EntryData, type PreviewProps } from './entry';
import PreviewPage from './PreviewPage';
import { useSiteData, type SiteData } from './site-data';

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
      <TestimonialCarousel testimonials={testimonials} />
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

export const listTemplates = {
  faq: FaqPreview,
  process: ProcessPreview,
  testimonials: TestimonialsPreview,
  helplines: HelplinesPreview,
  settings: SettingsPreview,
} satisfies Record<string, ComponentType<PreviewProps>>;
