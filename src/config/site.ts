/**
 * Practice details, read from src/content/settings.yaml (the owner edits that file, by hand or
 * in the web editor) when first asked for, not when imported. Every page reads them from here.
 *
 * Relative imports with .ts extensions: Node runs this file without Vite (the content check).
 */
import { readFileSync } from 'node:fs';
import { SETTINGS_FILE } from './settings-file.ts';
import { parseSettings, type Settings } from './settings-schema.ts';
import { settingsWithStandIns, standInWanted } from './settings-stand-in.ts';

export { SETTINGS_FILE };

function readSettings(): Settings {
  const written = readFileSync(SETTINGS_FILE, 'utf8');
  return standInWanted() ? settingsWithStandIns(written, SETTINGS_FILE) : parseSettings(written, SETTINGS_FILE);
}

let settings: Settings | undefined;

/** The practice's settings, read once per process. */
export const siteSettings = (): Settings => (settings ??= readSettings());
