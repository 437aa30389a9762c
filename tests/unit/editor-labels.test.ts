/**
 * Every field of the generated web editor is labelled with what it is: its label comes from its
 * own schema, so one label never names fields of different meaning (a helpline's phone number
 * and a step's number, say). A field's meaning here is what it holds: its kind of widget, value
 * type, allowed values and pattern; a group's or a list's own fields are checked in their turn.
 */
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '#/editor/cms-config.ts';

type Field = Record<string, unknown> & { name?: string; label?: string };

const config = cmsConfig({ repo: 'owner/name', branch: 'main' }, 'Editor');

/** Every field of the config, at any depth (list items, groups, a list's single field), with where it is. */
function* allFields(node: unknown, where: string): Generator<{ field: Field; where: string }> {
  if (Array.isArray(node)) {
    for (const item of node) yield* allFields(item, where);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const field = node as Field;
  const here = field.name ? `${where}/${field.name}` : where;
  if (typeof field.widget === 'string' && typeof field.label === 'string') yield { field, where: here };
  for (const key of ['collections', 'files', 'fields', 'field']) yield* allFields(field[key], here);
}

/** What a field holds, whatever its name or limits. */
const meaning = (field: Field) =>
  JSON.stringify({
    widget: field['widget'],
    type: field['type'] ?? field['value_type'],
    options: field['options'],
    pattern: field['pattern'],
    multiple: field['multiple'],
  });

const fields = [...allFields(config, '')];

describe('the web editor’s labels', () => {
  it('walks every field of every collection', () => {
    expect(fields.length).toBeGreaterThan(100);
  });

  it('never uses one label for fields of different meaning', () => {
    const byLabel = new Map<string, Map<string, string[]>>();
    for (const { field, where } of fields) {
      const meanings = byLabel.get(field.label ?? '') ?? new Map<string, string[]>();
      meanings.set(meaning(field), [...(meanings.get(meaning(field)) ?? []), where]);
      byLabel.set(field.label ?? '', meanings);
    }
    const shared = [...byLabel].flatMap(([label, meanings]) =>
      meanings.size > 1 ? [`"${label}": ${[...meanings.values()].map((places) => places[0]).join(' vs ')}`] : [],
    );
    expect(shared).toEqual([]);
  });

  it('labels a crisis helpline’s number as a phone number, and a step’s as its place', () => {
    const label = (path: string) => fields.find(({ where }) => where.endsWith(path))?.field.label;
    expect(label('helplines/helplines/items/number')).toMatch(/phone/i);
    expect(label('process/process/items/number')).not.toMatch(/phone/i);
  });
});
