/**
 * The previews of the list files (FAQ, steps, testimonials, helplines) and the settings, each
 * where a visitor meets it; loaded only when one of them is opened (src/editor/preview/templates.tsx).
 */
import type { ComponentType, ReactNode } from 'react';
import FaqAccordion from '#/components/faq/FaqAccordion.tsx';
import FaqGroups from '#/components/faq/FaqGroups.tsx';
import UrgentHelp, { type Helpline } from '#/components/ui/UrgentHelp.tsx';
import { labels } from '#/config/labels.ts';
import { shownCopy } from '#/lib/copy-text.ts';
import { formatProblem } from '#/lib/problems/problem.ts';
import { paths } from '#/lib/paths.ts';
import { SiteHomePage } from '#/editor/preview/pages/home.tsx';
import { entryKey, fieldsOf, listOf, pictureUrl, type PreviewProps, shownFields } from './entry';
import PreviewPage from './PreviewPage';
import { claimProblems } from './problems';
import { useSiteData, type SiteData } from './site-data';

/** A list file (FAQ, steps...) shown on the page (its path) where a visitor meets it, with the site's data. */
function listPreview<T>(path: string, draw: (items: T[], site: SiteData, picture: Picture) => ReactNode) {
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
        {draw(shown.fields, site, (picture) => pictureUrl(props, picture))}
      </PreviewPage>
    );
  };
}

type Faq = Parameters<typeof FaqAccordion>[0]['items'][number];
type Step = SiteData['steps'][number];
type Testimonial = SiteData['testimonials'][number];
type Picture = (path: string) => string | undefined;

/** The FAQ page's groups. */
const FaqPreview = listPreview<Faq>(paths.faq, (items) => <FaqGroups faqs={items} />);

/** The home page, with the steps she is editing in its "how it works". */
const ProcessPreview = listPreview<Step>(paths.home, (steps, site, picture) => (
  <SiteHomePage site={{ ...site, steps }} page={homeFile(site)} picture={picture} />
));

/** The home page, with the quotes she is editing: none, no section; one, its card. */
const TestimonialsPreview = listPreview<Testimonial>(paths.home, (testimonials, site, picture) => (
  <SiteHomePage site={{ ...site, testimonials }} page={homeFile(site)} picture={picture} />
));

/** Every helpline, as a page shows those it names. */
const HelplinesPreview = listPreview<Helpline>(paths.contact, (helplines) => (
  <div className="mx-auto max-w-prose px-5 py-12">
    <UrgentHelp heading={labels.urgentHelp} helplines={helplines} />
  </div>
));

/** The practice settings, where a visitor meets them: the home page (and its header and footer), with the settings she is typing. */
function SettingsPreview(props: PreviewProps) {
  const site = useSiteData(props);
  if (!site) return null;
  return (
    <PreviewPage frame={props.document} problems={[]} site={site} path={paths.home}>
      <SiteHomePage site={site} page={homeFile(site)} picture={(path) => pictureUrl(props, path)} />
    </PreviewPage>
  );
}

/** The home page file as saved. */
const homeFile = (site: SiteData) => site.pages['home'] ?? {};

export const listTemplates = {
  faq: FaqPreview,
  process: ProcessPreview,
  testimonials: TestimonialsPreview,
  helplines: HelplinesPreview,
  settings: SettingsPreview,
} satisfies Record<string, ComponentType<PreviewProps>>;
