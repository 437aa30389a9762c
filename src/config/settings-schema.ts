import { z } from 'astro/zod';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'use 24-hour HH:MM, e.g. 09:00');
const minutesRange = z.string().regex(/^\d+(-\d+)?$/, 'use a number or a range such as 50-60');
const days = z.array(z.enum(WEEKDAYS)).nonempty();

const officeHours = z.union([
  z.strictObject({ days, closed: z.literal(true) }),
  z.strictObject({ days, opens: time, closes: time }),
]);

export const settingsSchema = z.object({
  practiceName: z.string().min(1),
  practitioner: z.object({
    name: z.string().min(1),
    role: z.string().min(1),
    yearsOfExperience: z.number().int().positive(),
  }),
  siteUrl: z.url().refine((url) => !url.endsWith('/'), 'leave off the trailing slash'),
  email: z.email(),
  phone: z.string().regex(/^[\d +()]{10,}$/, 'digits and spaces only, e.g. 01632 960123'),
  address: z.object({
    venue: z.string().min(1),
    street: z.string().min(1),
    town: z.string().min(1),
    county: z.string().min(1),
    postcode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'a UK postcode'),
  }),
  map: z.object({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  social: z
    .array(z.object({ network: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube']), url: z.url() }))
    .length(3),
  prices: z.object({
    currency: z.literal('GBP'),
    session: z.number().positive(),
    sessionMinutes: minutesRange,
    consultationMinutes: minutesRange,
    firstSessionMinutes: minutesRange,
    typicalCourseSessions: minutesRange,
  }),
  officeHours: z.array(officeHours).nonempty(),
  enquirySubjects: z.object({ consultation: z.string().min(1), general: z.string().min(1) }),
});

export type Settings = z.output<typeof settingsSchema>;
export type OfficeHours = Settings['officeHours'][number];

/** Parses the settings, failing the build with every bad field named. */
export function parseSettings(input: z.input<typeof settingsSchema>): Settings {
  const result = settingsSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`src/config/site.ts has invalid practice details:\n${problems.join('\n')}`);
}
