import type { APIRoute, GetStaticPaths } from 'astro';
import { renderPngIcon } from '#/components/seo/icon-images.ts';
import { icons, type PngIcon } from '#/lib/seo/icons.ts';

export const getStaticPaths = (() =>
  Object.values(icons).map((icon) => ({
    params: { icon: icon.path.replace(/^\/|\.png$/g, '') },
    props: icon,
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<PngIcon> = async ({ props }) =>
  new Response(new Uint8Array(await renderPngIcon(props)), { headers: { 'Content-Type': 'image/png' } });
