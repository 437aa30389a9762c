/** She confirms each as hers with its tick in Practice settings › What is true of your practice, or changes it (shipped-facts.ts). */
/** The facts of her settings and of the pages that describe her practice, each by its tick's label. */
export const SETTINGS_FACTS = {
  venue: 'Venue, address and map',
  prices: 'Prices and session lengths',
  experience: 'The years of experience shown',
  hours: 'The opening hours shown',
  about: 'About page: your story',
  home: 'Home page: how you describe your work',
  booking: 'Booking page: what a first consultation is like',
  faq: 'Questions and answers (FAQ)',
  terms: 'Terms: how you work with clients',
} as const;

/** The pages written for another practice, by kind, each by its file's name. */
export const PAGE_FACTS = {
  clinic: ['dental', 'menopause', 'phobias', 'private', 'probono', 'teens'],
  service: [
    'anxiety-stress',
    'confidence-boost',
    'menopause-relief',
    'pain-management',
    'phobias-fears',
    'sleep-issues',
    'smoking-cessation',
    'teen-support',
    'weight-management',
  ],
  article: [
    'benefits-of-hypnotherapy',
    'breaking_unwanted_habits',
    'child_school_refusal',
    'dental_anxiety',
    'finding_calm_harpenden',
    'insomnia_harpenden',
    'managing-anxiety',
    'menopause_brain',
    'overwhelmed_professional',
    'teen_anxiety',
  ],
} as const;

export type PageKind = keyof typeof PAGE_FACTS;

/** Their group of ticks in the form, by its title, and in the file: "clinic" -> clinics. */
export const TICK_GROUPS: Readonly<Record<PageKind, string>> = {
  clinic: 'Clinics',
  service: 'Services',
  article: 'Articles',
};

export const tickGroup = (kind: PageKind) => `${kind}s` as const;

type PageFact = { [Kind in PageKind]: `${Kind}:${(typeof PAGE_FACTS)[Kind][number]}` }[PageKind];

export type FactId = keyof typeof SETTINGS_FACTS | PageFact;

export const FACT_IDS: readonly FactId[] = [
  ...(Object.keys(SETTINGS_FACTS) as (keyof typeof SETTINGS_FACTS)[]),
  ...(Object.entries(PAGE_FACTS) as [PageKind, readonly string[]][]).flatMap(([kind, names]) =>
    names.map((name) => `${kind}:${name}` as PageFact),
  ),
];
