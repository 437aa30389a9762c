/**
 * Her photo (settings `portrait`): optional. When given, its file must be a picture the site can
 * show; when not, the go-live checklist recommends it without requiring it.
 * Relative imports with .ts extensions: Node runs the content check without Vite.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { SETTINGS_FILE, siteSettings } from '#/config/site.ts';
import type { Problem } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { imageProblem } from './images.ts';

const FIELD = ['portrait', 'image'] as const;

/** A portrait file that is missing or cannot be shown, named by file, line and field. */
export async function portraitProblems(settings = siteSettings()): Promise<Problem[]> {
  if (!settings.portrait) return [];
  const problem = await imageProblem(resolve(dirname(SETTINGS_FILE), settings.portrait.image));
  if (!problem) return [];
  const line = readYaml(readFileSync(SETTINGS_FILE, 'utf8'), SETTINGS_FILE).lineOf(FIELD);
  return [{ file: SETTINGS_FILE, line, field: FIELD.join('.'), message: `"${settings.portrait.image}" ${problem}` }];
}

/**
 * The go-live checklist's recommended (never required) items: no portrait yet (visitors to a
 * therapist look for the person first; until she adds one, the illustrations show), and the
 * optional booking page, a mention for those who already use a scheduling service.
 */
export function recommendedGoLiveItems(settings = siteSettings()): Problem[] {
  const portrait: Problem = {
    file: SETTINGS_FILE,
    field: 'portrait',
    message:
      'Recommended: add your photo (Practice settings > Your photo). Visitors look for the person first; it shows on the About page and at the top of the home page.',
  };
  const booking: Problem = {
    file: SETTINGS_FILE,
    field: 'bookingUrl',
    message:
      'Optional: if you already take bookings on a scheduling service (Calendly, Cal.com, Acuity, SimplePractice, Jane, Cliniko…), add your booking page’s address (Practice settings > Online booking page). Visitors can then choose a time online as well as call or e-mail.',
  };
  return [...(settings.portrait ? [] : [portrait]), ...(settings.bookingUrl ? [] : [booking])];
}
