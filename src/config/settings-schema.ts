import { z } from 'astro/zod';
import { ContentProblems, type Problem } from '#/config/problems/problem.ts';
import { SETTINGS_FILE_NAMES, SETTINGS_FILES, settingsFile, type SettingsFileName } from '#/config/settings-files.ts';
import { zodProblems } from '#/config/problems/zod-problems.ts';
import { readYaml, type FieldPath } from '#/config/problems/yaml-source.ts';
import { httpsAddress } from '#/config/web-address.ts';
import { FACT_IDS, PAGE_FACTS, SETTINGS_FACTS, TICK_GROUPS, tickGroup, type PageKind } from '#/config/fact-ids.ts';
import { phoneNumber } from '#/config/phone.ts';
import { POSTCODE, shownPostcode } from '#/config/postcode.ts';
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
  registerUrl: httpsAddress('is not an https:// web address. Copy your entry on the register from the browser.')
    .optional()
    .meta({
      title: 'Link to your entry on its register',
      description:
        'Optional: the address of your own entry on the body’s public register, copied from the browser. Without it, the body is listed without a link.',
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

const postcode = z.string().trim().regex(POSTCODE, 'is not a UK postcode, e.g. "AL5 2LX".').transform(shownPostcode);

/** Names fill titles and descriptions: one past this is told here, not as a description grown too long. */
const MAX_NAME = 50;

/** About you and your practice. */
const practice = z.strictObject({
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
});

/** Where she sees clients and the ages she sees, as she would answer (src/config/answers.ts reads them). */
export const SESSION_PLACES = ['In person and online', 'In person only', 'Online only'] as const;
export const AGES = ['Adults only', 'Adults and teenagers', 'Children, teenagers and adults'] as const;

/** Your practice: a few answers the copy follows (fill-ins.ts). */
const answers = z.strictObject({
  freeConsultation: z.boolean().meta({
    title: 'My first consultation is free',
    description:
      'Ticked, the site offers a free consultation everywhere it invites people to get in touch; unticked, it says “first consultation” and leaves out every sentence that says it is free. How long it lasts is in Fees and sessions.',
  }),
  approach: text.max(40).meta({
    title: 'How you work',
    description:
      'The word or two that name your way of working, in small letters, as in “My approach is …” or “… hypnotherapy”, e.g. “solution-focused”. Every page that names it uses yours. The sentences around it describe a solution-focused way (looking forward, not back): if yours differs, change them on the pages you confirm.',
  }),
  sessionsWhere: z.enum(SESSION_PLACES).meta({
    title: 'Where you see clients',
    description:
      'In person only: the site leaves out what it says about online sessions. Online only: it leaves out your venue and address and what it says about meeting in person.',
  }),
  ages: z.enum(AGES).meta({
    title: 'The ages you see',
    description:
      'The pages and articles about an age group you do not see (teenagers, children at school) stay off the site, with every link to them, and the sentences that say you see that group go.',
  }),
});

const contact = z.strictObject({
  email: z.email('is not an e-mail address. Write it as e.g. "name@example.co.uk".').meta({ title: 'E-mail address' }),
  phone: phoneNumber.meta({
    title: 'Your phone number',
    description: 'As you would dial it; spaces, +44 and (0) are fine, e.g. 01582 123456.',
  }),
  bookingUrl: httpsAddress('is not an https web address. Copy your booking page’s address from the browser.')
    .optional()
    .meta({
      title: 'Online booking page',
      description:
        'Optional: the address of your page on a scheduling service you already use (Calendly, Cal.com, Acuity, SimplePractice, Jane, Cliniko…). The site then offers “Choose a time online” beside calling and e-mailing.',
    }),
  address: z.strictObject({
    venue: text,
    street: text,
    town: text,
    county: text,
    postcode,
  }),
  map: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  officeHours: z.array(officeHours).nonempty().meta({ title: 'Opening hours' }),
  availability: availability.optional().meta({
    title: 'Availability for new clients',
    description:
      'Optional: one short line at the top of the home page and on the booking page. Leave it empty to say nothing.',
  }),
  replyTime: text.max(60).optional().meta({
    title: 'Your usual reply time',
    description:
      'Optional: how soon you usually reply, as it ends the sentence “I usually reply …”, e.g. “within one working day”. It shows on the Contact and Booking pages, where visitors decide to write.',
  }),
  enquirySubjects: z.strictObject({ consultation: text, general: text }).meta({ title: 'E-mail subject lines' }),
});

const fees = z.strictObject({
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
});

// Each credential and the partner practice are optional: with none, their line is not on the page.
const credentials = z.strictObject({
  // First: the memberships' items below are long, and a phone shows a form a screen at a time.
  dentalPartner: text.optional().meta({ title: 'Partner dental practice' }),
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
});

const privacy = z.strictObject({
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

const website = z.strictObject({
  siteUrl: siteAddress.meta({ title: 'Website address' }),
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
});

const tick = z.boolean().default(false);

/** Ticks, not a list to choose from: one a fact, the pages' grouped by kind (her ticks -> the ids she confirmed). */
const confirmed = z
  .strictObject({
    ...Object.fromEntries(Object.entries(SETTINGS_FACTS).map(([id, title]) => [id, tick.meta({ title })])),
    ...Object.fromEntries(
      (Object.entries(PAGE_FACTS) as [PageKind, readonly string[]][]).map(([kind, names]) => [
        tickGroup(kind),
        z
          .strictObject(Object.fromEntries(names.map((name) => [name, tick])))
          .prefault({})
          .meta({ title: TICK_GROUPS[kind] }),
      ]),
    ),
  })
  .prefault({})
  .transform((ticks) => {
    const ticked = (group: unknown, name: string) => (group as Record<string, boolean>)[name] === true;
    return FACT_IDS.filter((id) => {
      const [kind, name] = id.split(':') as [PageKind | keyof typeof SETTINGS_FACTS, string | undefined];
      return name === undefined ? ticked(ticks, kind) : ticked(ticks[tickGroup(kind as PageKind)], name);
    });
  });

/** Her ticks as written, read before the settings are checked: none where they are not ticks (the check says so). */
export const confirmedIn = (ticks: unknown) => confirmed.safeParse(ticks).data ?? [];

const confirmations = z.strictObject({
  confirmed: confirmed.meta({
    title: 'Confirmed as mine',
    description:
      'The site was written for a practice like yours. Tick each part that is true of yours (then Save once); change the rest in its own place. An article you do not tick stays off the site.',
  }),
  dailyRebuild: z.boolean().default(false).meta({
    title: 'Daily rebuild connected',
    description:
      'Tick once you have connected the daily rebuild (README, “Scheduled posts”): it puts dated changes online on their day. The go-live checklist asks for it while any date is set.',
  }),
});

/** Each file's part: strict, so a field written in the wrong file is named. */
export const settingsSchemas = {
  practice,
  answers,
  contact,
  fees,
  credentials,
  privacy,
  website,
  confirmations,
} satisfies Record<SettingsFileName, z.ZodType>;

type Parts = { [Name in SettingsFileName]: z.output<(typeof settingsSchemas)[Name]> };
type Merged<Union> = (Union extends unknown ? (part: Union) => void : never) extends (part: infer All) => void
  ? All
  : never;

/** The files merged: one object, as every page reads it. */
export type Settings = Merged<Parts[SettingsFileName]>;
export type OfficeHours = Settings['officeHours'][number];
export type Membership = Settings['credentials']['memberships'][number];
export type Availability = NonNullable<Settings['availability']>;

export type SettingsTexts = Readonly<Record<SettingsFileName, string | undefined>>;

const fieldsOf = (name: SettingsFileName): string[] => Object.keys(settingsSchemas[name].shape);

/** The file that holds a field of the merged settings ("email" -> "contact"). */
export const settingsFileOf = (field: string): SettingsFileName | undefined =>
  SETTINGS_FILE_NAMES.find((name) => fieldsOf(name).includes(field));

/** A field written in the wrong file: where it belongs. */
const belongsIn = (name: SettingsFileName) => (field: string) => {
  const home = settingsFileOf(field);
  return home && home !== name
    ? `It belongs in ${settingsFile(home)} (Practice settings › ${SETTINGS_FILES[home]}): move it there.`
    : undefined;
};

/** Where she finds a field in the web editor ("Practice settings › … › Your phone number"): the editor's to say. */
export type SettingsPlace = (name: SettingsFileName, path: FieldPath) => string | undefined;

const MISSING =
  'is missing: the practice settings are in several files, and each must be there. Restore it from the repository’s history.';

/** One file's part; every bad field named by file and line. An empty file is a file with no fields. */
export function parseSettingsFile<Name extends SettingsFileName>(
  name: Name,
  yamlText: string | undefined,
  place?: SettingsPlace,
): Parts[Name] {
  const file = settingsFile(name);
  if (yamlText === undefined) throw new ContentProblems([{ file, message: MISSING }]);
  const source = readYaml(yamlText, file);
  const result = settingsSchemas[name].safeParse(source.data ?? {});
  if (result.success) return result.data as Parts[Name];
  throw new ContentProblems(
    zodProblems(result.error.issues, source, file, [], belongsIn(name), place && ((path) => place(name, path))),
  );
}

/** Every file's problems in one round. */
export function parseSettings(texts: SettingsTexts, place?: SettingsPlace): Settings {
  const problems: Problem[] = [];
  const parts = SETTINGS_FILE_NAMES.map((name) => {
    try {
      return parseSettingsFile(name, texts[name], place);
    } catch (error) {
      if (!(error instanceof ContentProblems)) throw error;
      problems.push(...error.problems);
      return {};
    }
  });
  if (problems.length > 0) throw new ContentProblems(problems);
  return Object.assign({}, ...parts) as Settings;
}
