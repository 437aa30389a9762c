/**
 * A field named as her form names it: by its labels, never by its file or its name in the file. Browser-safe: the
 * checklist and the editor's preview both use it (the preview's forms arrive as `virtual:editor/forms`).
 */
import type { Problem } from '#/config/problems/problem.ts';
import { labelOf } from '#/schemas/schema-shape.ts';

export interface EditorField {
  name: string;
  label?: string | undefined;
  fields?: EditorField[];
  field?: EditorField;
}

/** Each form's fields, by collection: a folder's one form, or each file's by its name. */
export type EditorForms = Record<string, { fields?: EditorField[]; files?: Record<string, EditorField[]> }>;

/** The fields of the form an entry is edited in; a list file's, those of one of its items. */
export function formFields(forms: EditorForms, collection: string, slug: string): EditorField[] {
  const form = forms[collection];
  const fields = form?.files?.[slug] ?? form?.fields ?? [];
  const [only] = fields;
  return fields.length === 1 && only?.name === 'items' ? (only.fields ?? []) : fields;
}

/** List positions left out, e.g. ["Practitioner", "Name"]. */
export function fieldLabels(fields: EditorField[], steps: string[]): string[] {
  const [step, ...rest] = steps;
  const field = fields.find((candidate) => candidate.name === step);
  if (!step || !field) return [];
  const inner = field.fields ?? field.field?.fields ?? [];
  return [field.label ?? labelOf(field.name), ...fieldLabels(inner, rest)];
}

/** "credentials.memberships[2].registerUrl" -> ["Credentials", "Memberships", "item 2", "Link to your entry…"]. */
export function fieldPlace(
  field: string,
  fields: EditorField[],
  itemName: (position: number) => string = (position) => `item ${position}`,
): string[] {
  const steps = field.split(/[.[\]]+/).filter(Boolean);
  const names = steps.filter((step) => !/^\d+$/.test(step));
  const labels = fieldLabels(fields, names);
  let named = 0;
  return steps.map((step) => (/^\d+$/.test(step) ? itemName(Number(step)) : (labels[named++] ?? labelOf(step))));
}

/** A missing value, told as the form shows it: an empty field, not a line to add to a file. */
const inFormWords = (message: string) => (/^missing\. Add a line\b/.test(message) ? 'is empty: fill it in.' : message);

/** "Main text" for a Markdown file's text. */
const TEXT: EditorField = { name: 'text', label: 'Main text' };

/** "Contact details and opening hours: Your phone number: …" reads as "Your phone number: …" in its own form. */
export function problemInFormWords({ field, message }: Problem, fields: readonly EditorField[]): string {
  const place = field ? fieldPlace(field, [...fields, TEXT]).join(' › ') : '';
  return place ? `${place}: ${inFormWords(message)}` : inFormWords(message);
}
