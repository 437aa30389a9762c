import type { APIRoute } from 'astro';
import { paths } from '#/config/paths.ts';
import { absoluteUrl } from '#/lib/seo/urls.ts';

export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(paths.sitemap)}\n`, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
