/** Read here, not through the collections, whose schemas fill tokens in; an unreadable file names nothing. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { ClinicNaming } from '#/config/fill-ins/index.ts';

const FOLDER = 'src/content/clinics';
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

function fieldsOf(file: string): ClinicNaming['data'] {
  try {
    const fields: unknown = parse(FRONT_MATTER.exec(readFileSync(join(FOLDER, file), 'utf8'))?.[1] ?? '');
    return fields && typeof fields === 'object' ? fields : {};
  } catch {
    return {};
  }
}

export const clinicNamings = (): ClinicNaming[] =>
  readdirSync(FOLDER)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ id: file.slice(0, -3), data: fieldsOf(file) }));
