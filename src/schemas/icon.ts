import { z } from 'astro/zod';

/** Each maps to one Lucide icon in components/ui/Icon.tsx. */
const ICON_NAMES = [
  'anxiety',
  'confidence',
  'sleep',
  'phobias',
  'habits',
  'performance',
  'menopause',
  'pain',
  'smoking',
  'teens',
  'dental',
  'probono',
  'private',
  'heart',
  'calm',
  'mood',
  'focus',
  'body',
  'needle',
  'social',
  'panic',
  'travel',
  'temperature',
  'online',
  'consultation',
  'plan',
  'session',
  'support',
] as const;

export const iconName = z.enum(ICON_NAMES);
export type IconName = z.infer<typeof iconName>;
