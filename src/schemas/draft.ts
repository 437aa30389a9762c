import { z } from 'astro/zod';
import { AGE_GROUPS } from '#/config/fill-ins.ts';

/** Kept in the editor, with no page, link, card or mention on the site. */
export const draft = z.boolean().optional().meta({
  title: 'Draft (not on the site)',
  description:
    'Tick for something you do not offer now: it stays here, and the site leaves out its page and every link and card to it.',
});

/** Held back like a draft while Practice settings › Your practice leaves its age group out (fill-ins.ts). */
export const forAges = z.enum(AGE_GROUPS).optional().meta({
  title: 'Written for (an age group)',
  description:
    'Optional: the age group this is about. While “The ages you see” in Practice settings › Your practice leaves that group out, it stays off the site with every link and card to it, as a draft does.',
});
