import { z } from 'astro/zod';
import { ContentProblems } from '#/config/problems/problem.ts';
import { zodProblems } from '#/config/problems/zod-problems.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { httpsAddress } from '#/config/web-address.ts';
import { FACT_IDS } from '#/config/fact-ids.ts';
import { phoneNumber } from '#/config/phone.ts';
import { reviewProfileSchema } from '#/config/review-profile.ts';
import { isoDate } from '#/config/iso-date.ts';
import { enquiryFormService } from '#/config/enquiry-form.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'is not a time. Write it as 24-hour HH:MM, e.g. "09:00".');
const onOpenDays = (example: string) => ({
  description: `Leave empty on a closed day. 24-hour clock, e.g. ${example}.`,
});
const minutesRange = z.string().regex(/^\d+(-\d+)?$/, 'is not a number or a range. Write e.g. "50-60".');
const text = z.string().trim().min(1);

/** One flat shape: the web editor has no either-or. */
const officeHours = z
  .strictObject({
    days: z.array(z.enum(WEEKDAYS)).nonempty(),
    closed: z
      .boolean()
      .default(false)
      .meta({ description: 'Tick for days the practice is closed, and leave the times empty.' }),
    opens: time.optional().meta(onOpenDays('09:00')),
    closes: time.optional().meta(onOpenDays('18:00')),
  })
  .transform(({ days, closed, opens, closes }, context) => {
    if (closed && !opens && !closes) return { days, closed: true as const };
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

/** On that day the site stops claiming it, by itself (src/config/in-force.ts); a month before, the checklist says so. */
const validUntil = (title: string) =>
  isoDate.optional().meta({
    title,
    description:
      'Optional: the day it runs out, e.g. 2027-03-31. From that day the site no longer shows it, by itself; a month before, the go-live checklist reminds you to renew it. Renewed? Write the new date.',
  });

const membership = z.strictObject({
  name: text.meta({ title: 'Professional body' }),
  membershipNumber: text.optional().meta({ title: 'Your membership number' }),
  registerUrl: httpsAddress('is not an https:// web address. Copy your entry on the register from the browser.').meta({
    title: 'Link to your entry on its register',
  }),
  validUntil: validUntil('Membership valid until'),
});

const NEW_CLIENTS = ['Taking new clients', 'Waiting list'] as const;

/** One flat shape, as the editor has no either-or: the away date, while it lasts, speaks instead of the choice. */
const availability = z
  .strictObject({
    newClients: z.enum(NEW_CLIENTS).meta({ title: 'New clients' }),
    waitingWeeks: z.number().int().min(1).max(52).optional().meta({
      title: 'Waiting list: about how many weeks',
      description: 'With “Waiting list”: a whole number, e.g. 6.',
    }),
    awayUntil: isoDate.optional().meta({
      title: 'Away until',
      description:
        'Optional: the day you are back, e.g. 2027-03-03. Until then the site says you are away; on that day the notice goes by itself and your choice above shows again.',
    }),
  })
  .superRefine(({ newClients, waitingWeeks }, context) => {
    if (newClients === 'Waiting list' && waitingWeeks === undefined)
      context.addIssue({
        code: 'custom',
        path: ['waitingWeeks'],
        message: 'is missing. Write about how many weeks new clients wait, e.g. 6.',
      });
  });

/** Relative to the settings file; the editor offers an upload (schema-shape.ts reads the `picture` mark). */
const picture = z
  .string()
  .regex(/\.(jpe?g|png|webp|avif)$/i, 'is not a JPEG, PNG, WebP or AVIF picture. Save the photo as JPEG.')
  .meta({ picture: true });

/** Handed on without a slash at the end. */
const siteAddress = httpsAddress(
  'is not an https:// web address. Write it in full, e.g. "https://www.example.co.uk".',
).pipe(
  z
    .string()
    .refine(
      (address) => address === `${new URL(address).origin}/`,
      'is more than the site\'s address. Write only https:// and the domain, e.g. "https://www.example.co.uk".',
    )
    .transform((address) => new URL(address).origin),
);

/** Names fill titles and descriptions: one past this is told here, not as a description grown too long. */
const MAX_NAME = 50;

export const settingsSchema = z.strictObject({
  practiceName: text.max(MAX_NAME),
  practitioner: z.strictObject({
    name: text.max(MAX_NAME),
    role: text,
    yearsOfExperience: z.number().int().positive(),
  }),
  /** Without it, the illustrations show. */
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
  siteUrl: siteAddress.meta({ title: 'Website address' }),
  email: z.email('is not an e-mail address. Write it as e.g. "name@example.co.uk".').meta({ title: 'E-mail address' }),
  phone: phoneNumber.meta({
    title: 'Your phone number',
    description: 'As you would dial it; spaces, +44 and (0) are fine, e.g. 01582 123456.',
  }),
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
        url: httpsAddress(
          'is not an https:// web address. Copy it from the browser, e.g. "https://www.facebook.com/yourpage".',
        ).meta({ title: 'Link to your page' }),
      }),
    )
    .default([])
    .meta({ title: 'Social media pages' }),
  prices: z.strictObject({
    currency: z.literal('GBP'),
    session: z.number().positive().meta({ title: 'Session price in pounds (a number, no £ sign)' }),
    firstSession: z.number().positive(),
    sessionMinutes: minutesRange,
    consultationMinutes: minutesRange,
    firstSessionMinutes: minutesRange,
    typicalCourseSessions: minutesRange,
    cancellationNoticeHours: z.number().int().positive(),
  }),
  officeHours: z.array(officeHours).nonempty().meta({ title: 'Opening hours' }),
  bookingUrl: httpsAddress('is not an https web address. Copy your booking page’s address from the browser.')
    .optional()
    .meta({
      title: 'Online booking page',
      description:
        'Optional: the address of your page on a scheduling service you already use (Calendly, Cal.com, Acuity, SimplePractice, Jane, Cliniko…). The site then offers “Choose a time online” beside calling and e-mailing.',
    }),
  enquiryForm: z
    .string()
    .trim()
    .refine(
      (value) => enquiryFormService(value) !== undefined,
      'is not a form service the site knows. Write your Formspree form’s address (e.g. "https://formspree.io/f/abcdwxyz"), your Web3Forms access key (e.g. "1b2c3d4e-0000-4a5b-9c8d-123456789abc"), or, on Netlify, the word "netlify".',
    )
    .optional()
    .meta({
      title: 'Enquiry form',
      description:
        'Optional: lets visitors write to you on the Contact and Booking pages, without an e-mail program. Sign up to a form service, then write here your Formspree form’s address (https://formspree.io/f/…), your Web3Forms access key, or, if your site is on Netlify, the word netlify (then, in Netlify, Forms > Enable form detection). Messages reach you by e-mail from that service. Leave empty for no form.',
    }),
  replyTime: text.max(60).optional().meta({
    title: 'Your usual reply time',
    description:
      'Optional: how soon you usually reply, as it ends the sentence “I usually reply …”, e.g. “within one working day”. It shows on the Contact and Booking pages, where visitors decide to write.',
  }),
  enquirySubjects: z.strictObject({ consultation: text, general: text }).meta({ title: 'E-mail subject lines' }),
  // Each credential and the partner practice are optional: with none, their line is not on the page.
  credentials: z
    .strictObject({
      qualifications: z.array(text).default([]),
      memberships: z.array(membership).default([]),
      dbsCertificate: text.optional().meta({ title: 'DBS certificate number' }),
      dbsValidUntil: validUntil('DBS check valid until'),
      insurer: text.optional().meta({ title: 'Insurer' }),
      insuranceValidUntil: validUntil('Insurance valid until'),
    })
    .default({ qualifications: [], memberships: [] }),
  availability: availability.optional().meta({
    title: 'Availability for new clients',
    description:
      'Optional: one short line at the top of the home page and on the booking page. Leave it empty to say nothing.',
  }),
  dailyRebuild: z.boolean().default(false).meta({
    title: 'Daily rebuild connected',
    description:
      'Tick once you have connected the daily rebuild (README, “Scheduled posts”): it puts dated changes online on their day. The go-live checklist asks for it while any date is set.',
  }),
  dentalPartner: text.optional().meta({ title: 'Partner dental practice' }),
  reviews: reviewProfileSchema.optional(),
  /** Cookie-free (src/components/layout/enquiry-counter.ts). */
  goatCounter: httpsAddress(
    'is not a secure web address. Copy it from GoatCounter, e.g. "https://yourname.goatcounter.com".',
  )
    .optional()
    .meta({
      title: 'GoatCounter address (counting visits and enquiries)',
      description:
        'Optional. The address of your GoatCounter site, e.g. https://yourname.goatcounter.com. It counts page visits, taps on call, e-mail, booking and copy, and sent enquiry forms, without cookies. Leave empty to count nothing.',
    }),
  confirmed: z.array(z.enum(FACT_IDS)).default([]).meta({
    title: 'Confirmed as mine',
    description:
      'The site was written for a practice like yours. Tick each part that is true of yours (then Save once); change the rest in its own place. An article you do not tick stays off the site.',
  }),
  privacy: z.strictObject({
    icoRegistration: text.meta({ title: 'ICO registration number' }),
    processors: z
      .strictObject({
        email: text.meta({ title: 'E-mail provider' }),
        videoCalls: text.meta({ title: 'Video-call service' }),
        webHost: text.meta({ title: 'Web host' }),
        payments: text.meta({ title: 'Payment provider' }),
      })
      .meta({ title: 'Companies that handle clients’ details' }),
  }),
});

export type Settings = z.output<typeof settingsSchema>;
export type OfficeHours = Settings['officeHours'][number];
export type Membership = Settings['credentials']['memberships'][number];
export type Availability = NonNullable<Settings['availability']>;

/** Every bad field named by file and line. */
export function parseSettings(yamlText: string, file: string): Settings {
  const source = readYaml(yamlText, file);
  const result = settingsSchema.safeParse(source.data);
  if (result.success) return result.data;
  throw new ContentProblems(zodProblems(result.error.issues, source, file));
}
