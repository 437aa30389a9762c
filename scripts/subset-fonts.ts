/**
 * Writes the site's two web fonts (src/assets/fonts/) from the Fontsource variable Latin files,
 * keeping the Latin characters and only the weight range the design uses. Run it again after
 * changing a weight in the design: `node scripts/subset-fonts.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { WEB_FONTS } from '../src/config/web-fonts.ts';

/** Google Fonts' "latin" subset, the range Fontsource's Latin files are cut to. */
const LATIN_RANGES: [number, number][] = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const latinText = LATIN_RANGES.flatMap(([first, last]) =>
  Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)),
).join('');

for (const font of WEB_FONTS) {
  const source = readFileSync(
    `node_modules/@fontsource-variable/${font.package}/files/${font.package}-latin-wght-normal.woff2`,
  );
  const subset = await subsetFont(source, latinText, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: font.weights[0], max: font.weights[1] } },
  });
  writeFileSync(font.file, subset);
  console.log(`${font.file}: ${(source.length / 1024).toFixed(1)} KB -> ${(subset.length / 1024).toFixed(1)} KB`);
}
