/**
 * A problem of the content check told in the form's words: by the field's label, never its name in the file, and
 * with the form field it concerns, so the form can show it beside that field.
 */
import type { Problem } from '#/config/problems/problem.ts';
import type { FieldShape, Shape } from '#/schemas/schema-shape.ts';
import { BODY_FIELD, fieldLabel } from '#/editor/fields.ts';

/** `field`: the form's field it concerns ('body' for the main text), '' for none (the file's name). */
export interface CheckLine {
  field: string;
  line: string;
  /** An empty field the schema needs: the form's own rule (required) tells it beside the field. */
  missing?: true;
}

/** The content check's name for a Markdown file's text. */
const TEXT = 'text';

/** "credentials.memberships[2].name" as its steps: 'credentials', 'memberships', 2, 'name'. */
const stepsOf = (field: string): (string | number)[] =>
  field.split(/\.|(?=\[)/).map((step) => (/^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step));

const fieldsIn = (shape: Shape | undefined): FieldShape[] => {
  if (shape?.kind === 'group') return shape.fields;
  if (shape?.kind === 'list') return fieldsIn(shape.item);
  return [];
};

/** Each step's label, an item by its number: "Credentials, Memberships 2, Name". */
function labelOf(fields: readonly FieldShape[], field: string): string {
  let level: readonly FieldShape[] = fields;
  let shape: Shape | undefined;
  const said: string[] = [];
  for (const step of stepsOf(field)) {
    if (typeof step === 'number') {
      said[said.length - 1] = `${said.at(-1) ?? ''} ${step}`;
      continue;
    }
    const found = level.find((one) => one.name === step);
    said.push(found ? fieldLabel(found) : step);
    shape = found?.shape;
    level = fieldsIn(shape);
  }
  const line = said.join(', ');
  return `${line.charAt(0).toUpperCase()}${line.slice(1)}`;
}

/** What the editor asks for where the file would want a line. */
const MISSING = /^missing\. Add a line .*$/;

/** `fields`: the entry's form fields, as the editor's config makes them from the same schema. */
export function inHerWords(problem: Problem, fields: readonly FieldShape[]): CheckLine {
  const { field = '', message } = problem;
  const [top = ''] = stepsOf(field).map(String);
  const missing = MISSING.test(message) ? ({ missing: true } as const) : {};
  const said = message.replace(MISSING, 'missing. Fill it in.');
  if (field === TEXT) return { field: BODY_FIELD.name, line: `${BODY_FIELD.label}: ${said}`, ...missing };
  const known = fields.some((one) => one.name === top);
  return { field: known ? top : '', line: `${field ? labelOf(fields, field) : 'This entry'}: ${said}`, ...missing };
}
