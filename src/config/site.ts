/**
 * Practice details, read from src/content/settings.yaml (the owner edits that file, by hand or
 * in the web editor). Every page reads them from here.
 *
 * Relative imports with .ts extensions: Node runs this file without Vite (the content check).
 */
import { readFileSync } from 'node:fs';
import { SETTINGS_FILE } from './settings-file.ts';
import { parseSettings } from './settings-schema.ts';
import { settingsWithStandIns, standInWanted } from './settings-stand-in.ts';

export { SETTINGS_FILE };

const written = readFileSync(SETTINGS_FILE, 'utf8');

export const site = standInWanted()
  ? settingsWithStandIns(written, SETTINGS_FILE)
  : parseSettings(written, SETTINGS_FILE);

export type Site = typeof site;
