import { z } from 'astro/zod';
import { MAX_TITLE_LENGTH } from '#/config/page-title.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import type { FillIns } from '#/schemas/tools.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day written YYYY-MM-DD at midnight UTC; undefined for a day that does not exist (no rolling over). */
function dayOf(written: string): Date | undefined {
  const [year, month, day] = (ISO_DATE.exec(written)?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : undefined;
}

/**
 * A real calendar date written YYYY-MM-DD, handed on as a Date: the one place dates are read.
 * YAML may hand it over already as a date.
 */
export const isoDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const date = dayOf(value instanceof Date ? value.toISOString().slice(0, 10) : value);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: 'is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.' });
  return z.NEVER;
});

/** Added by the list loader (src/content.config.ts): the item's place in its YAML file. */
export const listPosition = z.number().int().positive();

/** The copy schemas, which fill each {token} in from `fillIns`. */
export function textSchemas({ tokens, unset }: FillIns) {
  /** Non-empty copy; {tokens} are filled in, an unknown one is an error. */
  const text = z
    .string()
    .trim()
    .min(1, 'is empty: write the text.')
    .transform((value, ctx) => {
      const shown = shownCopy(value, tokens, unset);
      for (const message of shown.problems) ctx.addIssue({ code: 'custom', message });
      return shown.text;
    });
  return {
    text,
    /** Search engines show about 155 characters; shorter than 70 wastes the space. */
    metaDescription: text.pipe(
      z
        .string()
        .min(70, 'meta description: write at least 70 characters')
        .max(160, 'meta description: keep it to 160 characters or fewer'),
    ),
    /** A page's title: search results show about 70 characters. */
    titleText: text.pipe(z.string().max(MAX_TITLE_LENGTH, `keep the title to ${MAX_TITLE_LENGTH} characters or fewer`)),
  };
}
