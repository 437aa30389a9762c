/**
 * What a Zod schema lets the owner write, read from the schema itself: the web editor's fields
 * are made from this (src/editor/fields.ts), so they cannot drift from what the build accepts.
 */
import { z } from 'astro/zod';
import type { SchemaTools } from '#/schemas/tools.ts';

export interface Pattern {
  regex: string;
  message: string;
}

export type Shape =
  | {
      kind: 'text';
      minLength?: number | undefined;
      maxLength?: number | undefined;
      patterns: Pattern[];
      format?: string;
    }
  | { kind: 'number'; integer: boolean; min?: number | undefined; max?: number | undefined }
  | { kind: 'boolean' }
  | { kind: 'choice'; options: string[] }
  | { kind: 'date' }
  | { kind: 'image' }
  | { kind: 'reference'; collection: string }
  | { kind: 'list'; item: Shape; minItems?: number | undefined; maxItems?: number | undefined }
  | { kind: 'group'; fields: FieldShape[] };

export interface FieldShape {
  name: string;
  required: boolean;
  shape: Shape;
  /** What the field is, from its schema's `.meta({ title })`: its label in the editor. */
  title?: string;
  /** How to fill it in, from its schema's `.meta({ description })`: its hint in the editor. */
  description?: string;
}

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
  error?: () => string;
}

const images = new WeakSet<object>();
const references = new WeakMap<object, string>();

/** Astro's image() and reference() as plain strings this module recognises. */
export const editorTools = {
  image: () => {
    const schema = z.string();
    images.add(schema);
    return schema;
  },
  reference: (collection: string) => {
    const schema = z.string();
    references.set(schema, collection);
    return schema;
  },
} as unknown as SchemaTools;

const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def) => (def.checks ?? []).map((check) => check._zod.def);

/** The fields of an object schema (refinements and transforms looked through). */
export function fieldsOf(schema: z.ZodType): FieldShape[] {
  const shape = shapeOf(schema);
  if (shape.kind !== 'group') throw new Error('The schema is not an object.');
  return shape.fields;
}

export function shapeOf(schema: unknown): Shape {
  return fieldOf('', schema).shape;
}

function fieldOf(name: string, schema: unknown): FieldShape {
  const def = defOf(schema);
  const field =
    def.type === 'optional' || def.type === 'default'
      ? { ...fieldOf(name, def['innerType']), required: false }
      : { name, required: true, shape: plainShape(schema, def) };
  // Meta given outside (`.optional().meta()`) wins over meta given inside (`.meta().optional()`).
  const { title, description } = z.globalRegistry.get(schema as z.ZodType) ?? {};
  return { ...field, ...(title ? { title } : {}), ...(description ? { description } : {}) };
}

function plainShape(schema: unknown, def: Def): Shape {
  if (images.has(schema as object) || z.globalRegistry.get(schema as z.ZodType)?.['picture']) return { kind: 'image' };
  const collection = references.get(schema as object);
  if (collection) return { kind: 'reference', collection };
  switch (def.type) {
    case 'pipe':
      return pipeShape(def);
    case 'string':
      return textShape(def);
    case 'number':
      return numberShape(def);
    case 'boolean':
      return { kind: 'boolean' };
    case 'enum':
      return { kind: 'choice', options: Object.values(def['entries'] as Record<string, string>) };
    case 'literal':
      return { kind: 'choice', options: (def['values'] as unknown[]).map(String) };
    case 'union':
      return unionShape(def);
    case 'array':
      return listShape(def);
    case 'object':
      return {
        kind: 'group',
        fields: Object.entries(def['shape'] as object).map(([key, inner]) => fieldOf(key, inner)),
      };
    default:
      throw new Error(`The web editor has no field for a Zod ${def.type}.`);
  }
}

/** `text.pipe(z.string().max(70))`: the limits of both ends; a transform changes nothing the owner writes. */
function pipeShape(def: Def): Shape {
  const input = shapeOf(def['in']);
  if (defOf(def['out']).type === 'transform') return input;
  const output = shapeOf(def['out']);
  if (input.kind !== 'text' || output.kind !== 'text') return input;
  const merged: Shape = { ...input, patterns: [...input.patterns, ...output.patterns] };
  const minLength = Math.max(input.minLength ?? 0, output.minLength ?? 0);
  const maxLength = Math.min(input.maxLength ?? Infinity, output.maxLength ?? Infinity);
  if (minLength > 0) merged.minLength = minLength;
  if (maxLength < Infinity) merged.maxLength = maxLength;
  return merged;
}

function textShape(def: Def): Shape {
  const shape: Shape & { kind: 'text' } = { kind: 'text', patterns: [] };
  if (typeof def['format'] === 'string') shape.format = def['format'];
  for (const check of [...checksOf(def), def as unknown as CheckDef]) {
    if (check.check === 'min_length') shape.minLength = check.minimum;
    if (check.check === 'max_length') shape.maxLength = check.maximum;
    if (check.check === 'string_format' && check.format === 'regex' && check.pattern) {
      shape.patterns.push({ regex: check.pattern.source, message: check.error?.() ?? 'is not written as expected.' });
    }
  }
  return shape;
}

function numberShape(def: Def): Shape {
  const checks = checksOf(def);
  const integer = checks.some((check) => check.check === 'number_format' && check.format === 'safeint');
  const step = integer ? 1 : 0;
  const shape: Shape & { kind: 'number' } = { kind: 'number', integer };
  for (const { check, value = 0, inclusive } of checks) {
    if (check === 'greater_than') shape.min = inclusive ? value : value + step;
    if (check === 'less_than') shape.max = inclusive ? value : value - step;
  }
  return shape;
}

/** A date may be handed over as text or as a date; no other union has an editor field. */
function unionShape(def: Def): Shape {
  const kinds = (def['options'] as unknown[]).map((option) => defOf(option).type);
  if (kinds.includes('date')) return { kind: 'date' };
  throw new Error(`The web editor has no field for a choice between ${kinds.join(', ')}.`);
}

function listShape(def: Def): Shape {
  const shape: Shape & { kind: 'list' } = { kind: 'list', item: shapeOf(def['element']) };
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') shape.minItems = check.minimum;
    if (check.check === 'max_length') shape.maxItems = check.maximum;
    if (check.check === 'length_equals') shape.minItems = shape.maxItems = check.length;
  }
  return shape;
}
