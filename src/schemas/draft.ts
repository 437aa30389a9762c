import { z } from 'astro/zod';

/** Kept in the editor, with no page, link, card or mention on the site. */
export const draft = z.boolean().optional().meta({
  title: 'Draft (not on the site)',
  description:
    'Tick for something you do not offer now: it stays here, and the site leaves out its page and every link and card to it.',
});
