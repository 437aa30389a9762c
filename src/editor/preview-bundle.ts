/** The preview is bundled into its own folder under the editor's path, so no public page shares a byte of it. */
import { paths } from '#/config/paths.ts';

export const PREVIEW_FOLDER = `${paths.editor}/preview`;

/** Each served file with its source: the first registers the templates, loaded by the editor's page. */
export const PREVIEW_FILES = {
  [`${PREVIEW_FOLDER}/editor-preview.js`]: 'src/editor/preview/register.ts',
  /**
   * Sveltia's React renderer, which it loads from beside its script (its `createRoot`): ours in its place, so the
   * editor loads one React, not two. With its own (57.9 KB brotli) the editor's first load was 812 KB, past its
   * 800 KB budget; tests/unit/editor-react-chunk.test.ts fails when an upgrade renames it. The templates work with
   * either: each mounts our own React root.
   */
  [`${paths.editor}/chunks/react-dom.js`]: 'src/editor/preview/react-renderer.ts',
};

export const [PREVIEW_ENTRY = '', SVELTIA_REACT_CHUNK = ''] = Object.keys(PREVIEW_FILES);
