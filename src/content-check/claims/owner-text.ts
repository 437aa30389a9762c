/** Each line of a Markdown body, each text field of the front matter and the YAML lists, and each setting. */
import { settingsSources } from '#/config/site.ts';
import { fieldName, type FieldPath, type YamlSource } from '#/config/problems/yaml-source.ts';
import { contentSources, type CollectionName } from '#/schemas/collections.ts';
import { readEntries, type SourceEntry } from '#/lib/entries.ts';
import { textFields } from '#/content-check/markup-rules.ts';

export interface OwnerText {
  file: string;
  line: number | undefined;
  field: string | undefined;
  text: string;
}

/** A Markdown link shows its words, not its address. */
const visible = (line: string) => line.replace(/\]\([^)]*\)/g, ']');

function yamlTexts(file: string, yaml: YamlSource, at: FieldPath, data: unknown): OwnerText[] {
  return textFields(data).map(([text, path]) => ({
    file,
    line: yaml.lineOf([...at, ...path]),
    field: fieldName(path),
    text,
  }));
}

/** Its front matter's, or its list item's. */
export const fieldTexts = (entry: SourceEntry) => yamlTexts(entry.file, entry.yaml, entry.at, entry.data);

export const settingsTexts = (): OwnerText[] =>
  settingsSources().flatMap(({ file, yaml }) => yamlTexts(file, yaml, [], yaml.data));

export function entryTexts(entry: SourceEntry): OwnerText[] {
  const body = (entry.body?.text.split('\n') ?? []).map((line, index) => ({
    file: entry.file,
    line: (entry.body?.firstLine ?? 0) + index,
    field: 'text',
    text: visible(line),
  }));
  return [...fieldTexts(entry), ...body];
}

export const allEntries = (): [CollectionName, SourceEntry[]][] =>
  (Object.keys(contentSources) as CollectionName[]).map((name) => [name, readEntries(contentSources[name].source)]);

export function ownerTexts(): OwnerText[] {
  const settings = settingsTexts();
  return [...allEntries().flatMap(([, entries]) => entries.flatMap(entryTexts)), ...settings];
}
