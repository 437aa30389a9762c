/**
 * Writes the site's two web fonts (src/assets/fonts/) from the Fontsource variable Latin files,
 * keeping only the characters, weights and OpenType features in src/config/web-fonts.ts. Run it
 * again after changing any of them: `node scripts/subset-fonts.ts`. Also cuts the web editor's icon font
 * to the icons the pinned Sveltia CMS names (run it again after upgrading Sveltia).
 */
import { writeFileSync } from 'node:fs';
import { WEB_FONTS } from '#/config/web-fonts.ts';
import { subsetWebFont } from './lib/web-font-subset.ts';
import { EDITOR_ICONS_FILE, subsetEditorIcons } from './lib/editor-icons.ts';

for (const font of WEB_FONTS) {
  const subset = await subsetWebFont(font);
  writeFileSync(font.file, subset);
  console.log(`${font.file}: ${(subset.length / 1024).toFixed(1)} KB`);
}

const icons = await subsetEditorIcons();
writeFileSync(EDITOR_ICONS_FILE, icons);
console.log(`${EDITOR_ICONS_FILE}: ${(icons.length / 1024).toFixed(1)} KB`);
