import { z } from 'astro/zod';
import { MAX_TITLE_LENGTH } from '#/config/page-title.ts';
import { shownCopy } from '#/schemas/copy-text.ts';
import type { FillIns } from '#/config/fill-ins.ts';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Undefined for a day that does not exist (no rolling over). */
function dayOf(written: string): Date | undefined {
  const [year, month, day] = (ISO_DATE.exec(written)?.slice(1) ?? []).map(Number);
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? date : undefined;
}

/** The one place dates are read; YAML may hand it over already as a date. */
export const isoDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const date = dayOf(value instanceof Date ? value.toISOString().slice(0, 10) : value);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: 'is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.' });
  return z.NEVER;
});

/** Added by the list loader (src/content.config.ts). */
export const listPosition = z.number().int().positive();

export function textSchemas({ tokens, unset }: FillIns) {
  /** An unknown {token} is an error. */
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
    metaDescription: text.pipe(
      z
        .string()
        .min(70, 'meta description: write at least 70 characters')
        .max(160, 'meta description: keep it to 160 characters or fewer'),
    ),
    titleText: text.pipe(z.string().max(MAX_TITLE_LENGTH, `keep the title to ${MAX_TITLE_LENGTH} characters or fewer`)),
  };
}
