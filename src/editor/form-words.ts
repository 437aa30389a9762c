/**
 * A field named as her form names it: by its labels, never by its file or its name in the file. Browser-safe: the
 * go-live checklist uses it.
 */
import { labelOf } from '#/schemas/schema-shape.ts';

export interface EditorField {
  name: string;
  label?: string | undefined;
  fields?: EditorField[];
  field?: EditorField;
}

/** List positions left out, e.g. ["Practitioner", "Name"]. */
function fieldLabels(fields: EditorField[], steps: string[]): string[] {
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
