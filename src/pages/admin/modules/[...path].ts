import type { APIRoute } from 'astro';
import { editorModule, editorModuleFiles } from '#/editor/self-hosted.ts';

/** From npm rather than unpkg.com (src/editor/self-hosted.ts). */
export const getStaticPaths = () => editorModuleFiles().map((path) => ({ params: { path } }));

export const GET: APIRoute = ({ params }) =>
  new Response(editorModule(params['path'] ?? ''), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
