import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The colour tokens, read from the one file that defines them. */
const tokens = Object.fromEntries(
  [...readFileSync('src/styles/tokens.css', 'utf8').matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map(
    ([, name, hex]) => [name, hex],
  ),
) as Record<string, string>;

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

const BODY = 4.5;
const UI = 3;
const surfaces = ['canvas', 'surface', 'sand', 'primary-soft'];
const clinicTints = ['clinic-sage', 'clinic-teal', 'clinic-lavender', 'clinic-sand', 'clinic-rose', 'clinic-sky'];

/** Foreground, background, minimum: every pairing the components use. */
const pairs: [string, string, number][] = [
  ...surfaces.flatMap((bg): [string, string, number][] => [
    ['ink', bg, BODY],
    ['ink-soft', bg, BODY],
    ['primary-strong', bg, BODY],
    ['accent', bg, BODY],
    ['focus', bg, UI],
    ['primary', bg, UI],
  ]),
  ['on-primary', 'primary', BODY],
  ['on-primary', 'primary-strong', BODY],
  ['primary-strong', 'surface', BODY],
  ['star', 'surface', UI],
  ['star', 'primary-soft', UI],
  // A clinic's tiles, cards and heading band are in its colour (issue 47): their words, links and icons.
  ...clinicTints.flatMap((bg): [string, string, number][] => [
    ['ink', bg, BODY],
    ['ink-soft', bg, BODY],
    ['primary-strong', bg, BODY],
  ]),
];

describe('colour contrast of the token pairs in use', () => {
  it('knows the tokens', () => {
    expect(Object.keys(tokens).length).toBeGreaterThan(15);
  });

  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, minimum) => {
    expect(tokens[fg], fg).toBeDefined();
    expect(tokens[bg], bg).toBeDefined();
    expect(contrast(tokens[fg] ?? '', tokens[bg] ?? '')).toBeGreaterThanOrEqual(minimum);
  });

  it('matches the WCAG reference values', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reports the smallest body-text ratio', () => {
    const smallest = Math.min(
      ...pairs.filter(([, , min]) => min === BODY).map(([fg, bg]) => contrast(tokens[fg] ?? '', tokens[bg] ?? '')),
    );
    console.log(`Smallest body-text contrast in use: ${smallest.toFixed(2)}:1`);
    expect(smallest).toBeGreaterThanOrEqual(BODY);
  });
});
