/**
 * The home page in the editor: the home page file's preview, and the page the lists and settings
 * it shows preview on (list-templates.tsx). Drawn by the route shell's own component and props
 * (HomePage, homeProps), from the editor's copy of every file.
 */
import heroArt from '#/assets/art/hero.png';
import HomePage, { homeProps } from '#/components/home/HomePage.tsx';
import TestimonialCarousel from '#/components/home/TestimonialCarousel.tsx';
import { paths } from '#/config/paths.ts';
import { pageData } from '#/lib/site-content.ts';
import type { PageData } from '#/schemas/page.ts';
import { portraitUrl, type PreviewProps } from '#/editor/preview/entry.ts';
import PreviewPage from '#/editor/preview/PreviewPage.tsx';
import type { SiteData } from '#/editor/preview/site-data.ts';
import { usePhoto } from '#/editor/preview/use-photo.ts';
import { usePreview } from '#/editor/preview/use-preview.tsx';

/** The site's art as the build finds it (the editor resizes nothing): its one PNG where the page offers WebP copies. */
const art = { webp: heroArt.src, width: heroArt.width, height: heroArt.height };

interface Props {
  site: SiteData;
  /** The home page file's fields (the form's, or the saved file's). */
  page?: PageData<'home'> | undefined;
  picture: (path: string) => string | undefined;
}

/** The home page from the site as the editor holds it, its portrait once the browser has read it. */
export function SiteHomePage({ site, page, picture }: Props) {
  const props = homeProps(site.content, page);
  const { portrait } = site.settings;
  const photo = usePhoto(portrait?.image ? portraitUrl(picture, portrait.image) : undefined, portrait?.alt ?? '');
  return (
    <HomePage {...props} art={art} portrait={photo} carousel={<TestimonialCarousel testimonials={props.quotes} />} />
  );
}

/** The home page file's preview: the whole page, with her copy and closing band as she types them. */
export default function HomePreview(props: PreviewProps) {
  const { fields, site, picture, problems } = usePreview(props);
  if (!site) return null;
  const page = pageData('home', fields);
  return (
    <PreviewPage frame={props.document} problems={problems} site={site} path={paths.home} cta={page.sections?.cta}>
      <SiteHomePage site={site} page={page} picture={picture} />
    </PreviewPage>
  );
}
