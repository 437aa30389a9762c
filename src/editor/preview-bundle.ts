/** The preview is bundled into its own folder under the editor's path, so no public page shares a byte of it. */
import { paths } from '#/config/paths.ts';

export const PREVIEW_SOURCE = 'src/editor/preview/register.ts';
export const PREVIEW_FOLDER = `${paths.editor}/preview`;
/**
 * Where Sveltia CMS looks for the React renderer of preview templates: the editor's page loads this first, so
 * the templates run on the site's own React, hooks included, with no second file.
 */
export const PREVIEW_ENTRY = `${paths.editor}/chunks/react-dom.js`;
