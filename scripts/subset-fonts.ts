/** Run again after changing src/config/web-fonts.ts, or after upgrading Sveltia CMS (its icon font). */
import { writeFileSync } from 'node:fs';
import { WEB_FONTS } from '#/config/web-fonts.ts';
import { EDITOR_ICONS_FILE } from '#/editor/sveltia-files.ts';
import { subsetWebFont } from './lib/web-font-subset.ts';
import { subsetEditorIcons } from './lib/editor-icons.ts';

for (const font of WEB_FONTS) {
  const subset = await subsetWebFont(font);
  writeFileSync(font.file, subset);
  console.log(`${font.file}: ${(subset.length / 1024).toFixed(1)} KB`);
}

const icons = await subsetEditorIcons();
writeFileSync(EDITOR_ICONS_FILE, icons);
console.log(`${EDITOR_ICONS_FILE}: ${(icons.length / 1024).toFixed(1)} KB`);
