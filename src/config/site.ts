/** Read when first asked for, not when imported. */
import { readFileSync } from 'node:fs';
import { SETTINGS_FILE } from '#/config/settings-file.ts';
import { parseSettings, type Settings } from '#/config/settings-schema.ts';
import { settingsWithStandIns, STAND_IN } from '#/config/settings-stand-in.ts';

export { SETTINGS_FILE };

function readSettings(): Settings {
  const written = readFileSync(SETTINGS_FILE, 'utf8');
  return STAND_IN in globalThis ? settingsWithStandIns(written, SETTINGS_FILE) : parseSettings(written, SETTINGS_FILE);
}

let settings: Settings | undefined;

export const siteSettings = (): Settings => (settings ??= readSettings());
