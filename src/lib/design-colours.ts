// Vite's `?raw` import: bundled at build time, no disk read on import.
import tokensCss from '#/styles/tokens.css?raw';

/** CSS cannot reach the share images, icons and manifest, so their colours are read from the tokens. */
const NEEDED = [
  'canvas',
  'sand',
  'line',
  'ink',
  'ink-soft',
  'primary',
  'primary-strong',
  'primary-soft',
  'on-primary',
] as const;

export type DesignColours = Record<(typeof NEEDED)[number], string>;

/** A colour the images need but the tokens lack fails the build. */
export function readColours(css: string): DesignColours {
  const declared = new Map([...css.matchAll(/--color-([a-z-]+):\s*(#[\da-f]{3,8})\s*;/gi)].map((m) => [m[1], m[2]]));
  return Object.fromEntries(
    NEEDED.map((name) => {
      const value = declared.get(name);
      if (!value) throw new Error(`src/styles/tokens.css: --color-${name} is missing (share images and icons use it)`);
      return [name, value];
    }),
  ) as DesignColours;
}

export const colours = readColours(tokensCss);
