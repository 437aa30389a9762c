import { rendererModule } from '#/editor/preview-renderer.ts';

/** Where Sveltia CMS looks for React's renderer: the preview bundle's (src/editor/preview-renderer.ts). */
export function GET(): Response {
  return new Response(rendererModule(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
