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

/** The editor resizes nothing: its one PNG where the page offers WebP copies. */
const art = { webp: heroArt.src, width: heroArt.width, height: heroArt.height };

interface Props {
  site: SiteData;
  page?: PageData<'home'> | undefined;
  picture: (path: string) => string | undefined;
}

export function SiteHomePage({ site, page, picture }: Props) {
  const props = homeProps(site.content, page);
  const { portrait } = site.settings;
  const photo = usePhoto(portrait?.image ? portraitUrl(picture, portrait.image) : undefined, portrait?.alt ?? '');
  return (
    <HomePage {...props} art={art} portrait={photo} carousel={<TestimonialCarousel testimonials={props.quotes} />} />
  );
}

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
