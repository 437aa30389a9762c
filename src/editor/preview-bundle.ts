/**
 * Where the web editor's preview (src/editor/preview) lives: bundled on its own, into a folder of
 * its own under the editor's path (src/integrations/editor-preview.ts), so no public page shares a
 * byte of it; `astro dev` serves it from its source.
 */
import { paths } from '#/lib/paths.ts';

/** The preview's entry module, from the project's root. */
export const PREVIEW_SOURCE = 'src/editor/preview/register.ts';
/** The folder of the built preview: its entry, its chunks, its stylesheet and pictures. */
export const PREVIEW_FOLDER = `${paths.editor}/preview`;
/** The built entry, a fixed name the editor's page names (the files it imports carry a content hash). */
export const PREVIEW_ENTRY = `${PREVIEW_FOLDER}/register.js`;
