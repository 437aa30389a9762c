/** Optional: the go-live checklist recommends it without requiring it. */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SETTINGS_FILES, settingsFile } from '#/config/settings-files.ts';
import { siteSettings } from '#/config/site.ts';
import type { Problem } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { imageProblem } from '#/content-check/images.ts';

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
  return [...(settings.portrait ? [] : [portrait]), ...(settings.bookingUrl ? [] : [booking])];
}
