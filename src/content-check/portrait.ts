/** Optional: the go-live checklist recommends it without requiring it. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { siteSettings } from '#/config/site.ts';
import type { Problem } from '#/config/problems/problem.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { imageProblem } from '#/content-check/images.ts';
import { enquiryFormOf } from '#/config/enquiry-form.ts';
import { contentSources } from '#/schemas/collections.ts';
import { readableEntries } from '#/lib/entries.ts';

const FIELD = ['portrait', 'image'] as const;
const FILE = settingsFile('practice');
const BOOKING_FILE = settingsFile('contact');

export async function portraitProblems(settings = siteSettings()): Promise<Problem[]> {
  if (!settings.portrait) return [];
  const problem = await imageProblem(resolve(dirname(FILE), settings.portrait.image));
  if (!problem) return [];
  const line = readYaml(readFileSync(FILE, 'utf8'), FILE).lineOf(FIELD);
  return [{ file: FILE, line, field: FIELD.join('.'), message: `"${settings.portrait.image}" ${problem}` }];
}

/** Never required: visitors to a therapist look for the person first; the booking page for those who use one. */
export function recommendedGoLiveItems(settings = siteSettings()): Problem[] {
  const portrait: Problem = {
    file: FILE,
    field: 'portrait',
    message: `Recommended: add your photo (Practice settings › ${SETTINGS_FILES.practice} › Your photo). Visitors look for the person first; it shows on the About page and at the top of the home page.`,
  };
  const booking: Problem = {
    file: BOOKING_FILE,
    field: 'bookingUrl',
    message: `Optional: if you already take bookings on a scheduling service (Calendly, Cal.com, Acuity, SimplePractice, Jane, Cliniko…), add your booking page’s address (Practice settings › ${SETTINGS_FILES.contact} › Online booking page). Visitors can then choose a time online as well as call or e-mail.`,
  };
  return [
    ...(settings.portrait ? [] : [portrait]),
    ...(settings.bookingUrl ? [] : [booking]),
    ...enquiryFormItems(settings),
    ...subjectSayingFree(settings),
  ];
}

/** Her e-mail subject is a setting of its own: it does not follow her answer that the first consultation is not free. */
function subjectSayingFree(settings: Settings): Problem[] {
  const subject = settings.enquirySubjects.consultation;
  if (settings.freeConsultation || !/\bfree\b/i.test(subject)) return [];
  return [
    {
      file: BOOKING_FILE,
      field: 'enquirySubjects.consultation',
      message: `Your e-mail links give the subject “${subject}”, but your first consultation is not free (Practice settings › ${SETTINGS_FILES.answers}). Change it in Practice settings › ${SETTINGS_FILES.contact} › E-mail subject lines, e.g. “Consultation Request”.`,
    },
  ];
}

/** Her words that say the site has no forms (the shipped booking page, FAQ and privacy notice do). */
const NO_FORMS = /\bno forms\b/i;

/** Each line of these files that says the site has no forms. */
export const linesSayingNoForms = (files: readonly { file: string; text: string }[]): Problem[] =>
  files.flatMap(({ file, text }) =>
    text.split('\n').flatMap((line, index): Problem[] =>
      NO_FORMS.test(line)
        ? [
            {
              file,
              line: index + 1,
              message: `Says there are no forms, but your website now has an enquiry form (Practice settings › ${SETTINGS_FILES.website} › Enquiry form). Change that sentence, e.g. “You can also write to me with the form on the Contact page.”`,
            },
          ]
        : [],
    ),
  );

/** Once her enquiry form is set: send herself a test, and reword what says there is no form. Reminders only. */
function enquiryFormItems(settings: Settings): Problem[] {
  const form = enquiryFormOf(settings);
  if (!form) return [];
  const test: Problem = {
    file: settingsFile('website'),
    field: 'enquiryForm',
    message: `Send yourself a test enquiry: fill in the form on your Contact page and press “Send message”. Check that it reaches your e-mail from ${form.name} (look in your spam folder too, and mark it as not spam), and that the thank-you page opens.`,
  };
  const files = new Set(
    Object.values(contentSources).flatMap(({ source }) => (readableEntries(source) ?? []).map((entry) => entry.file)),
  );
  return [test, ...linesSayingNoForms([...files].map((file) => ({ file, text: readFileSync(file, 'utf8') })))];
}
