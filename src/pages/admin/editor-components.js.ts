import { videoComponentScript } from '#/editor/video-component.ts';

/** Registered once the editor's script has loaded. */
export function GET(): Response {
  return new Response(videoComponentScript(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
}
