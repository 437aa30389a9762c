import type { APIRoute } from 'astro';
import { editorFont, editorFontFiles } from '#/editor/self-hosted.ts';

export const getStaticPaths = () => editorFontFiles().map((file) => ({ params: { file } }));

export const GET: APIRoute = ({ params }) =>
  new Response(new Uint8Array(editorFont(params['file'] ?? '')), { headers: { 'Content-Type': 'font/woff2' } });
