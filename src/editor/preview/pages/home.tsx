/**
 * The home page in the editor: the home page file's preview, and the page the lists and settings
 * it shows preview on (list-templates.tsx). Drawn by the route shell's own component (HomePage),
 * from the editor's copy of every file, texts as the site shows them.
 */
import type { ComponentProps } from 'react';
import heroArt from '#/assets/art/hero.png';
import HomePage from '#/components/home/HomePage.tsx';
import TestimonialCarousel from '#/components/home/TestimonialCarousel.tsx';
import { inNamedOrder } from '#/lib/named-order.ts';
import { paths } from '#/config/paths.ts';
import { homeCards } from '#/lib/service-places.ts';
import { cardFields } from '#/lib/testimonials.ts';
import { listOf, portraitUrl, type PreviewProps } from '#/editor/preview/entry.ts';
import { shownData } from '#/editor/preview/shown-data.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePhoto } from '#/editor/preview/use-photo.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';

type HomeProps = ComponentProps<typeof HomePage>;
type Picture = (path: string) => string | undefined;

/** The site's art as the build finds it (the editor resizes nothing): its one PNG where the page offers WebP copies. */
const art = { webp: heroArt.src, width: heroArt.width, height: heroArt.height };

/** Her portrait, as the hero shows it once the browser has read it. */
function usePortrait(site: SiteData, picture: Picture): HomeProps['portrait'] {
  const portrait = site.settings.portrait;
  return usePhoto(portrait?.image ? portraitUrl(picture, portrait.image) : undefined, portrait?.alt ?? '');
}

interface Props {
  site: SiteData;
  /** The home page file's fields (the form's, or the saved file's). */
  page: Record<string, unknown>;
  picture: Picture;
}

/** The home page from the site as the editor holds it, every text as the site shows it ({tokens} filled). */
export function SiteHomePage({ site, page, picture }: Props) {
  const shown = <T,>(value: T): T => shownData(site, value);
  const portrait = usePortrait(site, picture);
  const home = shown(page);
  const quotes = shown(site.testimonials).map(cardFields);
  const services = shown(site.services).map(({ slug, data }) => ({ id: slug, data }));
  const clinics = inNamedOrder(shown(site.clinics), ({ slug }) => slug, listOf(site.pages['clinics']?.['clinics']));
  return (
    <HomePage
      heading={String(home['heading'] ?? '')}
      copy={home['sections'] as HomeProps['copy']}
      art={art}
      reviews={site.settings.reviews}
      portrait={portrait}
      memberships={site.settings.credentials?.memberships ?? []}
      cards={homeCards(services as Parameters<typeof homeCards>[0], listOf(home['serviceCards']))}
      clinics={clinics.map(({ slug, data }) => ({ id: slug, data: data as HomeProps['clinics'][number]['data'] }))}
      quotes={quotes}
      carousel={<TestimonialCarousel testimonials={quotes} />}
      steps={[...shown(site.steps)].sort((a, b) => a.number - b.number)}
      faqs={shown(site.faqs)}
    />
  );
}

/** The home page file's preview: the whole page, with her copy and closing band as she types them. */
export default function HomePreview(props: PreviewProps) {
  const { fields, site, picture, problems } = usePreview(props);
  if (!site) return null;
  const copy = fields['sections'] as HomeProps['copy'] | undefined;
  return (
    <PreviewPage frame={props.document} problems={problems(site)} site={site} path={paths.home} cta={copy?.cta}>
      <SiteHomePage site={site} page={fields} picture={picture} />
    </PreviewPage>
  );
}
