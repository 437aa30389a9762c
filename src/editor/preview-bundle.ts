/** The preview is bundled into its own folder under the editor's path, so no public page shares a byte of it. */
import { paths } from '#/config/paths.ts';

export const PREVIEW_SOURCE = 'src/editor/preview/register.ts';
export const PREVIEW_FOLDER = `${paths.editor}/preview`;
/** Where Sveltia looks for its React renderer: loaded first, the templates run on the site's own React. */
export const PREVIEW_ENTRY = `${paths.editor}/chunks/react-dom.js`;
