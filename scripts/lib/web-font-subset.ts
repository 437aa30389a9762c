/** Deterministic: same input, same bytes. */
import { readFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { FONT_CHARACTERS, WEB_FONTS } from '#/config/web-fonts.ts';

type WebFont = (typeof WEB_FONTS)[number];

/** A single weight pins the variable axis (a static font, no variation data); two keep that range. */
const weightAxis = ([min, max = min]: readonly [number, number?]) => (min === max ? min : { min, max });

export function subsetWebFont(font: WebFont): Promise<Buffer> {
  const source = readFileSync(
    `node_modules/@fontsource-variable/${font.package}/files/${font.package}-latin-wght-normal.woff2`,
  );
  return subsetFont(source, FONT_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: weightAxis(font.weights) },
    keepFeatures: [...font.features],
  });
}
