/** One round of problems: a refused field reads as the stand-in's, so the check goes on to every other file. */
import { readFileSync } from 'node:fs';
import { ContentProblems } from '#/config/problems/problem.ts';
import { readYaml } from '#/config/problems/yaml-source.ts';
import { settingsSchema, type Settings } from '#/config/settings-schema.ts';

const STAND_IN_FILE = 'src/config/settings-stand-in.yaml';

type Fields = Record<string, unknown>;

/** A field the stand-in lacks is left out. The stand-in file is read only when a field is refused. */
export function settingsWithStandIns(yamlText: string, file: string): Settings {
  const written = writtenFields(yamlText, file);
  const first = settingsSchema.safeParse(written);
  if (first.success) return first.data;
  const standIn = readYaml(readFileSync(STAND_IN_FILE, 'utf8'), STAND_IN_FILE).data as Fields;
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
