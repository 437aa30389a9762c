import { selfHostedScript } from '#/editor/self-hosted.ts';

/** Served from the site itself, never from a CDN. */
export function GET(): Response {
  return new Response(selfHostedScript(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
