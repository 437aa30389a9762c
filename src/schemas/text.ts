import { z } from 'astro/zod';
import { MAX_TITLE_LENGTH } from '#/config/page-title.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import { withoutSentencesNaming } from '#/config/fill-ins.ts';
import type { FillIns } from '#/config/fill-ins.ts';

/** The settings read dates too: the schema lives below them. */
export { isoDate } from '#/config/iso-date.ts';

/** Added by the list loader (src/content.config.ts). */
export const listPosition = z.number().int().positive();

export function textSchemas({ tokens, unset, lapsed }: FillIns) {
  const written = z.string().trim().min(1, 'is empty: write the text.');
  const shown = (value: string, ctx: z.RefinementCtx) => {
    const copy = shownCopy(value, tokens, unset, lapsed);
    for (const message of copy.problems) ctx.addIssue({ code: 'custom', message });
    return copy.text;
  };
  /** An unknown {token} is an error. */
  const text = written.transform(shown);
  return {
    text,
    /** '' once her answers rule out every sentence (a question about online sessions, online only): its item goes. */
    droppableText: written.transform((value, ctx) =>
      withoutSentencesNaming(value, unset).trim() === '' ? '' : shown(value, ctx),
    ),
    metaDescription: text.pipe(
      z
        .string()
        .min(70, 'meta description: write at least 70 characters')
        .max(160, 'meta description: keep it to 160 characters or fewer'),
    ),
    titleText: text.pipe(z.string().max(MAX_TITLE_LENGTH, `keep the title to ${MAX_TITLE_LENGTH} characters or fewer`)),
  };
}
