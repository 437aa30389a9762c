/* No Zod here: the web editor's preview shows the groups (src/components/faq/FaqPage.tsx). */

/** FAQ page categories in display order; "home" holds the home page's short FAQ. */
export const FAQ_CATEGORIES = {
  about: 'About Hypnotherapy',
  process: 'The Hypnotherapy Process',
  specialized: 'Specialised Approaches',
  practical: 'Practical Questions',
  home: 'Home page',
} as const;

export type FaqCategory = keyof typeof FAQ_CATEGORIES;
