import { z } from 'astro/zod';
import { ContentProblems } from '#/lib/problems/problem.ts';
import { zodProblems } from '#/lib/problems/zod-problems.ts';
import { readYaml } from '#/lib/problems/yaml-source.ts';
import { reviewProfileSchema } from './review-profile.ts';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not a time. Write it as 24-hour HH:MM, e.g. "09:00".');
const onOpenDays = (example: string) => ({
  description: `Leave empty on a closed day. 24-hour clock, e.g. ${example}.`,
});
const minutesRange = z.string().regex(/^\d+(-\d+)?$/, 'is not a number or a range. Write e.g. "50-60".');
const days = z.array(z.enum(WEEKDAYS)).nonempty();
const text = z.string().trim().min(1);

type DayHours = { days: (typeof WEEKDAYS)[number][] } & ({ closed: true } | { opens: string; closes: string });

/** One flat shape (the web editor has no either-or), read as open from `opens` to `closes`, or closed. */
const officeHours = z
  .strictObject({
    days,
    closed: z
      .boolean()
      .default(false)
      .meta({ description: 'Tick for days the practice is closed, and leave the times empty.' }),
    opens: time.optional().meta(onOpenDays('09:00')),
    closes: time.optional().meta(onOpenDays('18:00')),
  })
  .transform(({ days, closed, opens, closes }, context): DayHours => {
    if (closed && !opens && !closes) return { days, closed: true };
    if (!closed && opens && closes) return { days, opens, closes };
    const message = closed
      ? 'is given for a closed day. Delete the times, or set closed: false.'
      : 'missing. Give both the opening and the closing time, or set closed: true.';
    context.addIssue({
      code: 'custom',
      path: [closed ? (opens ? 'opens' : 'closes') : opens ? 'closes' : 'opens'],
      message,
    });
    return z.NEVER;
  });

const membership = z.strictObject({
  name: text,
  membershipNumber: text,
  registerUrl: z.url('is not a web address. Copy your entry on the register from the browser.'),
});

/**
 * A picture file named relative to the settings file (e.g. "../assets/art/portrait.jpg"); the
 * web editor offers an upload for it (src/editor/schema-shape.ts reads the `picture` mark).
 */
const picture = z
  .string()
  .regex(/\.(jpe?g|png|webp|avif)$/i, 'is not a JPEG, PNG, WebP or AVIF picture. Save the photo as JPEG.')
  .meta({ picture: true });

export const settingsSchema = z.strictObject({
  practiceName: text,
  practitioner: z.strictObject({
    name: text,
    role: text,
    yearsOfExperience: z.number().int().positive(),
  }),
  /** Her photo, on the about page and in the home hero; without it, the illustrations show. */
  portrait: z
    .strictObject({
      image: picture.meta({ title: 'Photo' }),
      alt: text.meta({
        title: 'Photo description (alt text)',
        description: 'What the photo shows, for people who cannot see it, e.g. “Smiling in my consulting room”.',
      }),
    })
    .optional()
    .meta({
      title: 'Your photo',
      description:
        'Optional, and recommended: visitors look for the person first. A clear, friendly head-and-shoulders photo; it shows on the About page and at the top of the home page.',
    }),
  siteUrl: z
    .url('is not a web address. Write it in full, e.g. "https://www.example.co.uk".')
    .refine((url) => !url.endsWith('/'), 'ends with a /. Leave off the slash at the end.')
    .meta({ title: 'Website address' }),
  email: z.email('is not an e-mail address. Write it as e.g. "name@example.co.uk".'),
  phone: z.string().regex(/^[\d +()]{10,}$/, 'is not a phone number. Use digits and spaces only, e.g. "01582 123456".'),
  address: z.strictObject({
    venue: text,
    street: text,
    town: text,
    county: text,
    postcode: z.string().regex(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i, 'is not a UK postcode, e.g. "AL5 2LX".'),
  }),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  // Only what she has: any number of social links, none included.
  social: z
    .array(
      z.strictObject({
        network: z.enum(['Facebook', 'Instagram', 'LinkedIn', 'X', 'YouTube']),
        url: z.url('is not a web address. Copy it from the browser, e.g. "https://www.facebook.com/yourpage".'),
      }),
    )
    .default([]),
  prices: z.strictObject({
    currency: z.literal('GBP'),
    session: z.number().positive().meta({ title: 'Session price in pounds (a number, no £ sign)' }),
    firstSession: z.number().positive(),
    sessionMinutes: minutesRange,
    consultationMinutes: minutesRange,
    firstSessionMinutes: minutesRange,
    typicalCourseSessions: minutesRange,
    /** Notice to cancel or move a paid session without charge (terms, FAQ, booking). */
    cancellationNoticeHours: z.number().int().positive(),
  }),
  officeHours: z.array(officeHours).nonempty().meta({ title: 'Opening hours' }),
  bookingUrl: z
    .url({
      protocol: /^https$/,
      error: 'is not an https web address. Copy your booking page’s address from the browser.',
    })
    .optional()
    .meta({
      title: 'Online booking page',
      description:
        'Optional: the address of your page on a scheduling service you already use (Calendly, Cal.com, Acuity, SimplePractice, Jane, Cliniko…). The site then offers “Choose a time online” beside calling and e-mailing.',
    }),
  enquirySubjects: z.strictObject({ consultation: text, general: text }).meta({ title: 'E-mail subject lines' }),
  // Each credential and the partner practice are optional: with none, their line is not on the page.
  credentials: z
    .strictObject({
      qualifications: z.array(text).default([]),
      memberships: z.array(membership).default([]),
      dbsCertificate: text.optional(),
      insurer: text.optional(),
    })
    .default({ qualifications: [], memberships: [] }),
  dentalPartner: text.optional(),
  reviews: reviewProfileSchema.optional(),
  privacy: z.strictObject({
    icoRegistration: text,
    processors: z.strictObject({
      email: text.meta({ title: 'E-mail provider' }),
      videoCalls: text,
      webHost: text,
      payments: text,
    }),
  }),
});

export type Settings = z.output<typeof settingsSchema>;
export type OfficeHours = Settings['officeHours'][number];
export type Membership = Settings['credentials']['memberships'][number];

/** Reads and checks the settings file, failing with every bad field named by file and line. */
export function parseSettings(yamlText: string, file: string): Settings {
  const source = readYaml(yamlText, file);
  const result = settingsSchema.safeParse(source.data);
  if (result.success) return result.data;
  throw new ContentProblems(zodProblems(result.error.issues, source, file));
}
