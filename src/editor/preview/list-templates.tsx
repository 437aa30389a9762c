/**
 * The previews of the list files (FAQ, steps, testimonials, helplines) and the settings, each
 * where a visitor meets it; loaded only when one of them is opened (src/editor/preview/templates.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import { faqCta } from '#/components/faq/FaqPage.tsx';
import ProcessSteps from '#/components/home/ProcessSteps.tsx';
import TestimonialCard from '#/components/home/TestimonialCard.tsx';
import TestimonialCarousel from '#/components/home/TestimonialCarousel.tsx';
import Footer from '#/components/layout/Footer.tsx';
import Section from '#/components/ui/Section.tsx';
import type { Cta } from '#/components/ui/CtaBanner.tsx';
import type { Helpline } from '#/components/ui/UrgentHelp.tsx';
import { footerQuickLinksFrom, linksFrom, type NavPage } from '#/config/nav-links.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { shownCopy } from '#/lib/copy-text.ts';
import { formatProblem } from '#/lib/problems/problem.ts';
import { paths } from '#/lib/paths.ts';
import { footerServiceLinks } from '#/lib/service-places.ts';
import type { PageSection } from '#/schemas/page.ts';
import { type EntryData, entryKey, fieldsOf, listOf, type PreviewProps, shownFields } from './entry';
import PreviewPage from './PreviewPage';
import { ContactPageView } from '#/editor/preview/pages/contact.tsx';
import { FaqPageView } from '#/editor/preview/pages/faq.tsx';
import { pageCopyOf } from '#/editor/preview/pages/page-copy.ts';
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

/**
 * A list file (FAQ, steps...) shown on the page (its path) where a visitor meets it, with the
 * site's data; `cta`, that page's closing band, where it has its own.
 */
function listPreview<T>(
  path: string,
  draw: (items: T[], site: SiteData) => ReactNode,
  cta?: (site: SiteData) => Cta | undefined,
) {
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
        cta={cta?.(site)}
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

/** The whole FAQ page, with the questions she is editing. */
const FaqPreview = listPreview<Faq>(
  paths.faq,
  (faqs, site) => <FaqPageView page={pageCopyOf(site, 'faq')} faqs={faqs} />,
  (site) => faqCta(pageCopyOf(site, 'faq').sections.cta),
);

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

/** The contact page, where a visitor meets the crisis lines: those it names, from the list she is editing. */
const HelplinesPreview = listPreview<Helpline>(paths.contact, (helplines, site) => {
  const page = pageCopyOf(site, 'contact');
  const named = listOf<string>(page['helplines']).flatMap((id) => helplines.find((line) => line.id === id) ?? []);
  return <ContactPageView site={site} page={page} helplines={named} />;
});

/** The practice settings, where a visitor meets them: the footer on every page (her contact details, her name). */
function SettingsPreview(props: PreviewProps) {
  const settings = fieldsOf<Settings>(props.entry) as Settings;
  const site = useSiteData(props, settings);
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={[]} site={site} path={paths.home}>
      <Footer
        site={settings}
        serviceLinks={footerServiceLinks(site.services.map(asService), footerOrder(site))}
        quickLinks={footerQuickLinksFrom(navPages(site))}
        legalLinks={linksFrom(navPages(site), 'legal')}
        year={new Date().getFullYear()}
      />
    </PreviewPage>
  );
}

/** The services the Services page names for the footer, in its order. */
const footerOrder = (site: SiteData) => listOf<string>(site.pages['services']?.['footerLinks']);

/** The pages' link words (their `navigation`), as the editor holds them. */
const navPages = (site: SiteData): NavPage[] =>
  Object.entries(site.pages).map(([id, data]) => ({ id, navigation: data['navigation'] as NavPage['navigation'] }));

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
