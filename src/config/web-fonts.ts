/**
 * The two self-hosted web fonts. Each file keeps only what the design uses, so that both arrive
 * in the first round trips on a slow phone: the weights (Fraunces is one static weight, Inter a
 * variable 400-700 range), the OpenType features, and the characters below.
 */
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

/**
 * The characters both fonts carry: printable ASCII, the typographic punctuation and symbols the
 * copy uses, and the accented letters of common loanwords and names. Any other character still
 * shows, drawn from the fallback font; the built-site check names the page that uses one.
 */
export const FONT_CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0£©®°·×€™−–—‘’“”…•' +
  'áàâäçéèêëíîïñóôöúûüÉ';
