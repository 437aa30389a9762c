/** The editor's fields are made from this (src/editor/fields.ts), so they cannot drift from what the build accepts. */
import { z } from 'astro/zod';
import type { SchemaTools } from '#/schemas/tools.ts';

export type Shape =
  | {
      kind: 'text';
      minLength?: number | undefined;
      maxLength?: number | undefined;
      patterns: { regex: string; message: string }[];
      format?: string;
    }
  | { kind: 'number'; integer: boolean; min?: number | undefined; max?: number | undefined }
  | { kind: 'boolean'; default?: boolean }
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
  /** From `.meta({ title })`: its label in the editor. */
  title?: string;
  /** From `.meta({ description })`: its hint in the editor. */
  description?: string;
}

/** `picture` and `collection` are this module's metadata. */
interface Json {
  type?: string;
  title?: string;
  description?: string;
  format?: string;
  pattern?: string;
  allOf?: Json[];
  anyOf?: Json[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: Json;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Json>;
  required?: string[];
  picture?: boolean;
  collection?: string;
  /** By the pattern's source. */
  messages?: Record<string, string>;
}

/** A field's label in the editor where it has no title: "yearsOfExperience" -> "Years of experience". */
export const labelOf = (name: string) => {
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
};

/** Her form's words for a field: its labels, "item 2" for a list's second ("address.postcode" -> Address › Postcode). */
export function fieldLabelsOf(fields: readonly FieldShape[], path: readonly PropertyKey[]): string[] {
  const [step, ...rest] = path;
  if (typeof step === 'number') return [`item ${step + 1}`, ...fieldLabelsOf(fields, rest)];
  const field = fields.find((candidate) => candidate.name === step);
  if (!field) return [];
  const { shape } = field;
  const inner =
    shape.kind === 'group'
      ? shape.fields
      : shape.kind === 'list' && shape.item.kind === 'group'
        ? shape.item.fields
        : [];
  return [field.title ?? labelOf(field.name), ...fieldLabelsOf(inner, rest)];
}

/** No fill-ins (forms read shapes only); no pages (a page's form is made from its own schema). */
export const editorTools = {
  image: () => z.string().meta({ picture: true }),
  reference: (collection: string) => z.string().meta({ collection }),
  fillIns: { tokens: {}, unset: [] },
  pages: [],
} as unknown as SchemaTools;

/** The message Zod gives the empty text, which none of our patterns takes. */
function patternMessages(schema: z.core.$ZodType): Record<string, string> {
  const issues = z.safeParse(schema, '').error?.issues ?? [];
  return Object.fromEntries(
    issues.flatMap((issue) =>
      issue.code === 'invalid_format' && issue.format === 'regex' && issue.pattern
        ? [[new RegExp(issue.pattern.slice(1, issue.pattern.lastIndexOf('/'))).source, issue.message]]
        : [],
    ),
  );
}

/** `output` holds the limits a pipe puts on the text; a transform is no JSON Schema, so there, none. */
const jsonOf = (schema: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      // A date JSON Schema cannot represent is marked as one.
      if (zodSchema instanceof z.ZodDate) jsonSchema.format = 'date';
      if (jsonSchema.type === 'string' && (jsonSchema.pattern || jsonSchema.allOf)) {
        (jsonSchema as Json).messages = patternMessages(zodSchema);
      }
    },
  }) as Json;

/** Refinements and transforms looked through. */
export function fieldsOf(schema: z.ZodType): FieldShape[] {
  const shape = shapeOf(schema);
  if (shape.kind !== 'group') throw new Error('The schema is not an object.');
  return shape.fields;
}

export function shapeOf(schema: z.ZodType): Shape {
  return shapeFrom(jsonOf(schema, 'input'), jsonOf(schema, 'output'));
}

function shapeFrom(input: Json, output: Json | undefined): Shape {
  if (input.picture) return { kind: 'image' };
  if (input.collection) return { kind: 'reference', collection: input.collection };
  if (input.enum) return { kind: 'choice', options: input.enum.map(String) };
  if ('const' in input) return { kind: 'choice', options: [String(input.const)] };
  if (input.anyOf) {
    // No other union has an editor field.
    if (input.anyOf.some((option) => option.format === 'date')) return { kind: 'date' };
    throw new Error(`The web editor has no field for a choice between ${JSON.stringify(input.anyOf)}.`);
  }
  switch (input.type) {
    case 'string':
      return textShape(input, output?.type === 'string' ? output : input);
    case 'number':
    case 'integer':
      return numberShape(input);
    case 'boolean':
      return { kind: 'boolean', ...(typeof input.default === 'boolean' ? { default: input.default } : {}) };
    case 'array': {
      const { minItems, maxItems } = input;
      return { kind: 'list', item: shapeFrom(input.items ?? {}, output?.items), minItems, maxItems };
    }
    case 'object':
      return {
        kind: 'group',
        fields: Object.entries(input.properties ?? {}).map(([name, inner]) => ({
          name,
          required: input.required?.includes(name) ?? false,
          shape: shapeFrom(inner, output?.properties?.[name]),
          ...(inner.title ? { title: inner.title } : {}),
          ...(inner.description ? { description: inner.description } : {}),
        })),
      };
    default:
      throw new Error(`The web editor has no field for ${JSON.stringify(input)}.`);
  }
}

/** A format's own pattern (an e-mail address's) is not one of the text's. */
function patternsOf(text: Json) {
  if (text.format) return [];
  const sources = text.pattern ? [text.pattern] : (text.allOf ?? []).flatMap((part) => part.pattern ?? []);
  return sources.map((regex) => ({ regex, message: text.messages?.[regex] ?? 'is not written as expected.' }));
}

/** The tighter of the limits as written and as handed on. */
function textShape(input: Json, output: Json): Shape {
  const shape: Shape & { kind: 'text' } = { kind: 'text', patterns: patternsOf(input) };
  for (const pattern of patternsOf(output))
    if (!shape.patterns.some(({ regex }) => regex === pattern.regex)) shape.patterns.push(pattern);
  if (input.format) shape.format = input.format === 'uri' ? 'url' : input.format;
  const minLength = Math.max(input.minLength ?? 0, output.minLength ?? 0);
  const maxLength = Math.min(input.maxLength ?? Infinity, output.maxLength ?? Infinity);
  if (minLength > 0) shape.minLength = minLength;
  if (maxLength < Infinity) shape.maxLength = maxLength;
  return shape;
}

/** JSON Schema bounds every integer to the safe ones: no limit the owner needs told. */
const limit = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

function numberShape(number: Json): Shape {
  const integer = number.type === 'integer';
  const step = integer ? 1 : 0;
  return {
    kind: 'number',
    integer,
    min: limit(number.minimum) ?? (number.exclusiveMinimum === undefined ? undefined : number.exclusiveMinimum + step),
    max: limit(number.maximum) ?? (number.exclusiveMaximum === undefined ? undefined : number.exclusiveMaximum - step),
  };
}
