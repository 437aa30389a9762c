import type { APIRoute, GetStaticPaths } from 'astro';
import { siteSettings } from '#/config/site.ts';
import { shareImageSlug } from '#/config/paths.ts';
import { iconSvg } from '#/components/seo/icon-images.ts';
import { getSitePages, type SitePage } from '#/lib/seo/site-pages.ts';
import { renderShareImage } from '#/components/seo/share-image.ts';

export const getStaticPaths = (async () =>
  (await getSitePages()).map((page) => ({
    params: { slug: shareImageSlug(page.path) },
    props: page,
  }))) satisfies GetStaticPaths;

const icon = `data:image/svg+xml;base64,${Buffer.from(iconSvg('round', 64)).toString('base64')}`;

export const GET: APIRoute<SitePage> = async ({ props }) => {
  const site = siteSettings();
  const png = await renderShareImage({
    title: props.title,
    section: props.section,
    practiceName: site.practiceName,
    byline: `${site.practitioner.name}, ${site.practitioner.role}`,
    domain: new URL(site.siteUrl).host,
    icon,
  });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
};
