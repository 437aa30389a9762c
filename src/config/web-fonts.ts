/** Each file keeps only what the design uses, so that both arrive in the first round trips on a slow phone. */
export const WEB_FONTS = [
  {
    name: 'Fraunces',
    package: 'fraunces',
    cssVariable: '--font-fraunces',
    fallbacks: ['Georgia', 'serif'],
    weights: [500],
    features: ['kern', 'liga'],
    file: 'src/assets/fonts/fraunces-500.woff2',
  },
  {
    name: 'Inter',
    package: 'inter',
    cssVariable: '--font-inter',
    fallbacks: ['Arial', 'sans-serif'],
    weights: [400, 700],
    features: ['kern'],
    file: 'src/assets/fonts/inter-400-700.woff2',
  },
] as const;

/** Any other character still shows, from the fallback font; the built-site check names the page that uses one. */
export const FONT_CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0£©®°·×€™−–—‘’“”…•' +
  'áàâäçéèêëíîïñóôöúûüÉ';
