/**
 * The previews of the list files (FAQ, steps, testimonials, helplines) and the settings, each
 * where a visitor meets it; loaded only when one of them is opened (src/editor/preview/templates.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import FaqGroups from '#/components/faq/FaqGroups.tsx';
import ProcessSteps from '#/components/home/ProcessSteps.tsx';
import TestimonialCard from '#/components/home/TestimonialCard.tsx';
import TestimonialCarousel from '#/components/home/TestimonialCarousel.tsx';
import Section from '#/components/ui/Section.tsx';
import UrgentHelp, { type Helpline } from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import { shownCopy } from '#/lib/copy-text.ts';
import { formatProblem } from '#/lib/problems/problem.ts';
import { paths } from '#/lib/paths.ts';
import type { PageSection } from '#/schemas/page.ts';
import { entryKey, fieldsOf, listOf, type PreviewProps, shownFields } from './entry';
import PreviewPage from './PreviewPage';
import { claimProblems } from './problems';
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

/** A list file (FAQ, steps...) shown on the page (its path) where a visitor meets it, with the site's data. */
function listPreview<T>(path: string, draw: (items: T[], site: SiteData) => ReactNode) {
  return function ListPreview(props: PreviewProps) {
    const site = useSiteData(props);
    if (!site) return null;
    const file = entryKey(props, 'path');
    const shown = shownFields(listOf<T>(fieldsOf(props.entry)), (value) =>
      shownCopy(value, site.tokens, site.unsetTokens),
    );
    return (
      <PreviewPage
        frame={props.document}
        site={site}
        path={path}
        problems={[
          ...shown.problems.map((problem) => formatProblem({ file, ...problem })),
          ...listOf<Record<string, unknown>>(fieldsOf(props.entry)).flatMap((item) =>
            claimProblems(file, item, undefined),
          ),
        ]}
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
const FaqPreview = listPreview<Faq>(paths.faq, (items) => <FaqGroups faqs={items} />);

/** The home page's "how it works". */
const ProcessPreview = listPreview<Step>(paths.home, (steps, site) => (
  <HomeSection site={site} id="process">
    <ProcessSteps steps={[...steps].sort((a, b) => a.number - b.number)} />
  </HomeSection>
));

/** The home page's testimonials (src/pages/index.astro): none, no section; one, its card. */
const TestimonialsPreview = listPreview<Testimonial>(paths.home, (testimonials, site) => {
  const [only] = testimonials;
  if (!only) return null;
  const allReal = testimonials.every((quote) => !quote.sample);
  return (
    <HomeSection site={site} id="testimonials" copy={allReal ? 'testimonials' : 'sampleTestimonials'} tone="soft">
      {testimonials.length === 1 ? (
        <div className="max-w-2xl">
          <TestimonialCard testimonial={only} />
        </div>
      ) : (
        <TestimonialCarousel testimonials={testimonials} />
      )}
    </HomeSection>
  );
});

/** Every helpline, as a page shows those it names. */
const HelplinesPreview = listPreview<Helpline>(paths.contact, (helplines) => (
  <div className="mx-auto max-w-prose px-5 py-12">
    <UrgentHelp heading={labels.urgentHelp} helplines={helplines} />
  </div>
));

/** The practice settings, where a visitor meets them: the header, closing band and footer of every page (her name, her contact details). */
function SettingsPreview(props: PreviewProps) {
  const site = useSiteData(props);
  if (!site) return null;
  return <PreviewPage frame={props.document} problems={[]} site={site} path={paths.home} />;
}

export const listTemplates = {
  faq: FaqPreview,
  process: ProcessPreview,
  testimonials: TestimonialsPreview,
  helplines: HelplinesPreview,
  settings: SettingsPreview,
} satisfies Record<string, ComponentType<PreviewProps>>;
