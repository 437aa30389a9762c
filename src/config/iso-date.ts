import { z } from 'astro/zod';
import { dayOf } from '#/config/days.ts';

/** The one place dates are read; YAML may hand it over already as a date. */
export const isoDate = z.union([z.string(), z.date()]).transform((value, ctx) => {
  const date = dayOf(value instanceof Date ? value.toISOString().slice(0, 10) : value);
  if (date) return date;
  ctx.addIssue({ code: 'custom', message: 'is not a date. Write it as YYYY-MM-DD, e.g. 2024-03-15.' });
  return z.NEVER;
});
