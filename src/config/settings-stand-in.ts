/** One round of problems: a refused field reads as the stand-in's, so the check goes on to every other file. */
import { readFileSync } from 'node:fs';
import type { z } from 'astro/zod';
import { ContentProblems } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { SETTINGS_FILE_NAMES, settingsFile, type SettingsFileName } from '#/config/settings-files.ts';
import { settingsSchemas, type Settings, type SettingsTexts } from '#/config/settings-schema.ts';

const STAND_IN_FILE = 'src/config/settings-stand-in.yaml';

type Fields = Record<string, unknown>;

/** Each settings file's part, by its name. Read only when a field is refused. */
type StandIn = (name: SettingsFileName) => Fields;

/** A field the stand-in lacks is left out; a file missing or not YAML reads as the stand-in's. */
export function settingsWithStandIns(texts: SettingsTexts): Settings {
  let parts: Record<string, Fields> | undefined;
  const standIn: StandIn = (name) => {
    parts ??= readYaml(readFileSync(STAND_IN_FILE, 'utf8'), STAND_IN_FILE).data as Record<string, Fields>;
    return parts[name] ?? {};
  };
  return Object.assign(
    {},
    ...SETTINGS_FILE_NAMES.map((name) => partWithStandIns(name, texts[name], standIn)),
  ) as Settings;
}

function partWithStandIns(name: SettingsFileName, text: string | undefined, standIn: StandIn): unknown {
  const schema: z.ZodType = settingsSchemas[name];
  const written = writtenFields(text, settingsFile(name));
  const first = schema.safeParse(written);
  if (first.success) return first.data;
  const merged: Fields = { ...written };
  for (const issue of first.error.issues) {
    const keys = issue.path.length > 0 ? [String(issue.path[0])] : 'keys' in issue ? issue.keys : [];
    for (const key of keys) merged[key] = standIn(name)[key];
  }
  const second = schema.safeParse(merged);
  return second.success ? second.data : schema.parse(standIn(name));
}

function writtenFields(yamlText: string | undefined, file: string): Fields {
  if (yamlText === undefined) return {};
  try {
    const { data } = readYaml(yamlText, file);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Fields) : {};
  } catch (error) {
    if (error instanceof ContentProblems) return {};
    throw error;
  }
}
