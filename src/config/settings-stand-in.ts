/** One round of problems: with STAND_IN set, a refused field reads as the stand-in's; nothing is built with one. */
import { readFileSync } from 'node:fs';
import { ContentProblems } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { settingsSchema, type Settings } from '#/config/settings-schema.ts';

export const STAND_IN = Symbol.for('harpenden.settings-stand-in');
const STAND_IN_FILE = 'src/config/settings-stand-in.yaml';

type Fields = Record<string, unknown>;

/** A field the stand-in lacks is left out. */
export function settingsWithStandIns(yamlText: string, file: string): Settings {
  const standIn = readYaml(readFileSync(STAND_IN_FILE, 'utf8'), STAND_IN_FILE).data as Fields;
  const written = writtenFields(yamlText, file);
  const first = settingsSchema.safeParse(written);
  if (first.success) return first.data;
  const merged: Fields = { ...written };
  for (const issue of first.error.issues) {
    const keys = issue.path.length > 0 ? [String(issue.path[0])] : 'keys' in issue ? issue.keys : [];
    for (const key of keys) merged[key] = standIn[key];
  }
  const second = settingsSchema.safeParse(merged);
  return second.success ? second.data : settingsSchema.parse(standIn);
}

function writtenFields(yamlText: string, file: string): Fields {
  try {
    const { data } = readYaml(yamlText, file);
    return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Fields) : {};
  } catch (error) {
    if (error instanceof ContentProblems) return {};
    throw error;
  }
}
