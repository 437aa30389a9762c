/**
 * Where the web editor's preview (src/editor/preview) lives: bundled on its own, into a folder of
 * its own under the editor's path (src/editor/integration.ts), so no public page shares a
 * byte of it; `astro dev` serves it from its source.
 */
import { paths } from '#/config/paths.ts';

/** The preview's entry module, from the project's root. */
export const PREVIEW_SOURCE = 'src/editor/preview/register.ts';
/** The folder of the built preview's chunks and pictures (each name with a content hash). */
export const PREVIEW_FOLDER = `${paths.editor}/preview`;
/**
 * The built entry, where Sveltia CMS looks for the React renderer of preview templates (beside its
 * script): the editor's page loads it first, and Sveltia's import of its renderer then finds this
 * module loaded, so the templates run on the site's own React, hooks included, with no second file.
 */
export const PREVIEW_ENTRY = `${paths.editor}/chunks/react-dom.js`;
