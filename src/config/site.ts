/**
 * Read when first asked for, not when imported. A field the schema refuses reads as its stand-in, so Astro
 * loads and the content check, which runs before anything is built (in `astro dev`, in place of every page),
 * tells it with every other problem: nothing is built with a stand-in.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteToday } from '#/config/days.ts';
import { inForce } from '#/config/in-force.ts';
import { ContentProblems } from '#/config/problems/problem.ts';
import { fieldName, readYaml, type FieldPath, type YamlSource } from '#/config/problems/yaml-source.ts';
import { SETTINGS_FILE_NAMES, settingsFile, type SettingsFileName } from '#/config/settings-files.ts';
import { settingsFileOf, type Settings, type SettingsTexts } from '#/config/settings-schema.ts';
import { settingsWithStandIns } from '#/config/settings-stand-in.ts';

/** Each settings file as written (in the project, or a copy of it at `root`); undefined when it is missing. */
export const settingsAsWritten = (root = '.'): SettingsTexts =>
  Object.fromEntries(
    SETTINGS_FILE_NAMES.map((name) => {
      const file = join(root, settingsFile(name));
      return [name, existsSync(file) ? readFileSync(file, 'utf8') : undefined];
    }),
  ) as SettingsTexts;

export interface SettingsSource {
  name: SettingsFileName;
  file: string;
  yaml: YamlSource;
}

/** Each settings file that reads as YAML, with its lines; the content check names any other. */
export const settingsSources = (texts = settingsAsWritten()): SettingsSource[] =>
  SETTINGS_FILE_NAMES.flatMap((name) => {
    const file = settingsFile(name);
    const text = texts[name];
    if (text === undefined) return [];
    try {
      return [{ name, file, yaml: readYaml(text, file) }];
    } catch (error) {
      if (error instanceof ContentProblems) return [];
      throw error;
    }
  });

/** Where a field of the merged settings is written: its file, line and name ("email" -> contact.yaml). */
export function settingsPlace(path: FieldPath, sources = settingsSources()) {
  const name = settingsFileOf(String(path[0])) ?? 'practice';
  const yaml = sources.find((source) => source.name === name)?.yaml;
  return { file: settingsFile(name), line: yaml?.lineOf(path), field: fieldName(path) };
}

/** The files' fields as written, merged, unchecked. */
export const fieldsAsWritten = (sources = settingsSources()): Record<string, unknown> =>
  Object.assign({}, ...sources.map(({ yaml }) => (yaml.data && typeof yaml.data === 'object' ? yaml.data : {})));

let written: Settings | undefined;
let settings: Settings | undefined;

/** As she wrote them, dates that have come included: for the checklist's reminders and the list of dates. */
export const writtenSettings = (): Settings => (written ??= settingsWithStandIns(settingsAsWritten()));

/** As they stand on the build's day (src/config/in-force.ts): what every page shows. */
export const siteSettings = (): Settings => (settings ??= inForce(writtenSettings(), siteToday()));
