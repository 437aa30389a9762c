import type { APIRoute } from 'astro';
import { editorModule, editorModuleFiles } from '#/editor/sveltia-files.ts';

/** From npm rather than unpkg.com: the editor page's import map names them (src/editor/sveltia-files.ts). */
export const getStaticPaths = () => editorModuleFiles().map((file) => ({ params: { file } }));

export const GET: APIRoute = ({ params }) =>
  new Response(editorModule(params['file'] ?? ''), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
