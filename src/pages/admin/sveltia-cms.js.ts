import { readFileSync } from 'node:fs';

/** Sveltia CMS's script, served from the site itself (the version pinned in package.json), never from a CDN. */
export function GET(): Response {
  const script = readFileSync('node_modules/@sveltia/cms/dist/sveltia-cms.js');
  return new Response(script, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
