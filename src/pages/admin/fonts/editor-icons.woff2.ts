import { readFileSync } from 'node:fs';
import { EDITOR_ICONS_FILE } from '#/editor/sveltia-files.ts';

/** Sveltia's icons, declared again by the editor page in their family (src/editor/sveltia-files.ts). */
export function GET(): Response {
  return new Response(new Uint8Array(readFileSync(EDITOR_ICONS_FILE)), { headers: { 'Content-Type': 'font/woff2' } });
}
