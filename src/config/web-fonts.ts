/** The two self-hosted web fonts: the weight range kept in each file is the range the design uses. */
export const WEB_FONTS = [
  {
    name: 'Fraunces',
    package: 'fraunces',
    cssVariable: '--font-fraunces',
    fallbacks: ['Georgia', 'serif'],
    weights: [400, 600],
    file: 'src/assets/fonts/fraunces-latin-400-600.woff2',
  },
  {
    name: 'Inter',
    package: 'inter',
    cssVariable: '--font-inter',
    fallbacks: ['Arial', 'sans-serif'],
    weights: [400, 700],
    file: 'src/assets/fonts/inter-latin-400-700.woff2',
  },
] as const;
