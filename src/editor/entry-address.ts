/** Read from the editor's own configuration so that the address and names cannot disagree. */
import { paths } from '#/config/paths.ts';
import { backendFrom } from '#/editor/backend.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import type { EditorField } from '#/editor/form-words.ts';

export interface EditorEntry {
  href: string;
  /** "Practice settings", "Services › sleep-issues". */
  label: string;
  fields: EditorField[];
}

interface Collection {
  name: string;
  label: string;
  folder?: string;
  fields?: EditorField[];
  files?: { name: string; label: string; file: string; fields: EditorField[] }[];
}

const address = (collection: string, entry: string) => `${paths.editor}#/collections/${collection}/entries/${entry}`;

/** The configuration made once: it reads every content file. */
export function editorEntries(): (file: string) => EditorEntry {
  const collections: Collection[] = cmsConfig(backendFrom({}), '').collections;
  return (file) => {
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
  };
}

/** Names and labels only: what the preview needs to name a field as her form does. */
