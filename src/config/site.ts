/**
 * Read when first asked for, not when imported. A field the schema refuses reads as its stand-in, so Astro
 * loads and the content check, which runs before anything is built (in `astro dev`, in place of every page),
 * tells it with every other problem: nothing is built with a stand-in.
 */
import { readFileSync } from 'node:fs';
import { siteToday } from '#/config/days.ts';
import { inForce } from '#/config/in-force.ts';
import { SETTINGS_FILE } from '#/config/settings-file.ts';
import type { Settings } from '#/config/settings-schema.ts';
import { settingsWithStandIns } from '#/config/settings-stand-in.ts';

export { SETTINGS_FILE };

let written: Settings | undefined;
let settings: Settings | undefined;

/** As she wrote them, dates that have come included: for the checklist's reminders. */
export const writtenSettings = (): Settings =>
  (written ??= settingsWithStandIns(readFileSync(SETTINGS_FILE, 'utf8'), SETTINGS_FILE));

/** As they stand on the build's day (src/config/in-force.ts): what every page shows. */
export const siteSettings = (): Settings => (settings ??= inForce(writtenSettings(), siteToday()));
