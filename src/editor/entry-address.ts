/**
 * Where a content file opens in the web editor: its address inside Sveltia CMS
 * (`/admin#/collections/<collection>/entries/<entry>`, the entry being a file collection's file
 * name or a folder collection's file name without `.md`) and the names the editor shows for it,
 * read from the editor's own configuration so that they cannot disagree.
 */
import { paths } from '#/config/paths.ts';
import { backendFrom } from './backend';
import { cmsConfig } from './cms-config';
import { labelOf } from './fields';

export interface EditorEntry {
  /** The entry's address, from the site's root. */
  href: string;
  /** What the editor calls it: "Practice settings", "Services › sleep-issues". */
  label: string;
  /** The entry's form fields, by name and label, as the editor shows them. */
  fields: EditorField[];
}

export interface EditorField {
  name: string;
  label?: string | undefined;
  fields?: EditorField[];
  field?: EditorField;
}

interface Collection {
  name: string;
  label: string;
  folder?: string;
  fields?: EditorField[];
  files?: { name: string; label: string; file: string; fields: EditorField[] }[];
}

const address = (collection: string, entry: string) => `${paths.editor}#/collections/${collection}/entries/${entry}`;

/** Finds each file's entry in the editor's configuration, made once (it reads every content file). */
export function editorEntries(): (file: string) => EditorEntry {
  const collections: Collection[] = cmsConfig(backendFrom({}), '').collections;
  return (file) => entryIn(collections, file);
}

function entryIn(collections: Collection[], file: string): EditorEntry {
  for (const collection of collections) {
    const { folder } = collection;
    if (folder && file.startsWith(`${folder}/`)) {
      const entry = file.slice(folder.length + 1).replace(/\.md$/, '');
      return {
        href: address(collection.name, entry),
        label: `${collection.label} › ${entry}`,
        fields: collection.fields ?? [],
      };
    }
    const listed = collection.files?.find((candidate) => candidate.file === file);
    if (listed) {
      const label = listed.label === collection.label ? listed.label : `${collection.label} › ${listed.label}`;
      return { href: address(collection.name, listed.name), label, fields: listed.fields };
    }
  }
  throw new Error(`${file} is not a file the web editor edits.`);
}

/** The editor's labels along a field's path (list positions left out), e.g. ["Practitioner", "Name"]. */
export function fieldLabels(fields: EditorField[], steps: string[]): string[] {
  const [step, ...rest] = steps;
  const field = fields.find((candidate) => candidate.name === step);
  if (!step || !field) return [];
  const inner = field.fields ?? field.field?.fields ?? [];
  return [field.label ?? labelOf(field.name), ...fieldLabels(inner, rest)];
}
