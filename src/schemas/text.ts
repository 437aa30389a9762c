import { z } from 'astro/zod';
import { MAX_TITLE_LENGTH } from '#/config/page-title.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import type { FillIns } from '#/config/fill-ins.ts';

/** The settings read dates too: the schema lives below them. */
export { isoDate } from '#/config/iso-date.ts';

/** Added by the list loader (src/content.config.ts). */
export const listPosition = z.number().int().positive();

export function textSchemas({ tokens, unset, lapsed }: FillIns) {
  /** An unknown {token} is an error. */
  const text = z
    .string()
    .trim()
    .min(1, 'is empty: write the text.')
    .transform((value, ctx) => {
      const shown = shownCopy(value, tokens, unset, lapsed);
      for (const message of shown.problems) ctx.addIssue({ code: 'custom', message });
      return shown.text;
    });
  return {
    text,
    metaDescription: text.pipe(
      z
        .string()
        .min(70, 'meta description: write at least 70 characters')
        .max(160, 'meta description: keep it to 160 characters or fewer'),
    ),
    titleText: text.pipe(z.string().max(MAX_TITLE_LENGTH, `keep the title to ${MAX_TITLE_LENGTH} characters or fewer`)),
  };
}
