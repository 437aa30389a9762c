import type { APIRoute } from 'astro';
import { siteSettings } from '#/config/site.ts';
import { getPage } from '#/lib/content.ts';
import { colours } from '#/lib/design-colours.ts';
import { paths } from '#/config/paths.ts';
import { faviconDataUrl } from '#/components/seo/icon-images.ts';
import { icons, type PngIcon } from '#/lib/seo/icons.ts';
import { LANGUAGE } from '#/lib/seo/urls.ts';

const entry = (icon: PngIcon, purpose: 'any' | 'maskable') => ({
  src: icon.path,
  sizes: `${icon.size}x${icon.size}`,
  type: 'image/png',
  purpose,
});

export const GET: APIRoute = async () => {
  const home = await getPage('home');
  const manifest = {
    name: siteSettings().practiceName,
    description: home.data.description,
    lang: LANGUAGE,
    start_url: paths.home,
    scope: paths.home,
    display: 'standalone',
    background_color: colours.canvas,
    theme_color: colours.primary,
    // The scalable mark first, inline: browsers that take SVG (Chrome checks installability on
    // every visit) need no icon request while the page loads; the PNGs serve the others.
    icons: [
      { src: faviconDataUrl, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      entry(icons.app, 'any'),
      entry(icons.large, 'any'),
      entry(icons.maskable, 'maskable'),
    ],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': 'application/manifest+json' } });
};
