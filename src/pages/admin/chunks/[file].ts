import type { APIRoute } from 'astro';
import { readdirSync } from 'node:fs';
import { SVELTIA_REACT_CHUNK } from '#/editor/preview-bundle.ts';
import { sveltiaFile } from '#/editor/sveltia-files.ts';

/** Sveltia loads its chunks from beside its script: each served as the package ships it, but its React renderer. */
export const getStaticPaths = () =>
  readdirSync('node_modules/@sveltia/cms/dist/chunks')
    .filter((file) => file.endsWith('.js') && !SVELTIA_REACT_CHUNK.endsWith(`/chunks/${file}`))
    .map((file) => ({ params: { file } }));

export const GET: APIRoute = ({ params }) =>
  new Response(new Uint8Array(sveltiaFile(`chunks/${params['file'] ?? ''}`)), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
