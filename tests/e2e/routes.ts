/** The spec's route table (plus /privacy and /terms): the oracle the browser tests check against. */
export const clinicIds = ['dental', 'menopause', 'private', 'phobias', 'teens', 'probono'];
export const serviceSlugs = [
  'menopause-relief',
  'anxiety-stress',
  'weight-management',
  'sleep-issues',
  'phobias-fears',
  'confidence-boost',
  'pain-management',
  'smoking-cessation',
  'teen-support',
];
export const postSlugs = [
  'benefits-of-hypnotherapy',
  'managing-anxiety',
  'menopause_brain',
  'child_school_refusal',
  'breaking_unwanted_habits',
  'dental_anxiety',
  'finding_calm_harpenden',
  'insomnia_harpenden',
  'overwhelmed_professional',
  'teen_anxiety',
];

export const routes = [
  '/',
  '/about',
  '/contact',
  '/booking',
  '/clinics',
  ...clinicIds.map((id) => `/clinics/${id}`),
  '/services',
  ...serviceSlugs.map((slug) => `/services/${slug}`),
  '/online-therapy',
  '/faq',
  '/blog',
  ...postSlugs.map((slug) => `/blog/${slug}`),
  '/privacy',
  '/terms',
];
