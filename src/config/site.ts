/**
 * Practice details, read from src/content/settings.yaml (the owner edits that file, by hand or
 * in the web editor). Every page reads them from here.
 *
 * Relative imports with .ts extensions: Node runs this file without Vite (the content check).
 */
import { readFileSync } from 'node:fs';
import { SETTINGS_FILE } from './settings-file.ts';
import { parseSettings } from './settings-schema.ts';

export { SETTINGS_FILE };

export const site = parseSettings(readFileSync(SETTINGS_FILE, 'utf8'), SETTINGS_FILE);

export type Site = typeof site;
