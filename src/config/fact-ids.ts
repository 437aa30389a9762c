/** She confirms each as hers in Practice settings › Confirmed as mine, or changes it (shipped-facts.ts). */
const pages = (kind: string, names: readonly string[]) => names.map((name) => `${kind}:${name}`);

export const FACT_IDS = [
  'venue',
  'prices',
  'experience',
  'hours',
  'about',
  ...pages('clinic', ['dental', 'menopause', 'phobias', 'private', 'probono', 'teens']),
  ...pages('service', [
    'anxiety-stress',
    'confidence-boost',
    'menopause-relief',
    'pain-management',
    'phobias-fears',
    'sleep-issues',
    'smoking-cessation',
    'teen-support',
    'weight-management',
  ]),
  ...pages('article', [
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
  ]),
] as const;

export type FactId = (typeof FACT_IDS)[number];
