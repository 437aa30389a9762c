/**
 * Fraunces gives the headings their character; the text is in the visitor's own system font (San Francisco,
 * Roboto, Segoe UI: tokens.css), which shows at once on every page. A second web font for the text (Inter,
 * 16.7 KB) put the article's cover past Lighthouse's 1.2 s LCP on one run in two. The file keeps only what the
 * design uses.
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
] as const;

/** Any other character still shows, from the fallback font; the built-site check names the page that uses one. */
export const FONT_CHARACTERS =
  ' !"#$%&\'()*+,-./0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~' +
  '\u00a0£©®°·×€™−–—‘’“”…•' +
  'áàâäçéèêëíîïñóôöúûüÉ';
