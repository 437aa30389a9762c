import { sveltiaFile } from '#/editor/sveltia-files.ts';

/** Served from the site itself, byte for byte as the package ships it. */
export function GET(): Response {
  return new Response(new Uint8Array(sveltiaFile('sveltia-cms.js')), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
