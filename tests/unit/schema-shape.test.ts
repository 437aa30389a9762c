import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { editorTools, fieldsOf, shapeOf } from '#/schemas/schema-shape.ts';
import { isoDate, textSchemas } from '#/schemas/text.ts';

describe('what a schema lets the owner write, from its JSON Schema', () => {
  it('a text piped into a limit has the limits of both ends', () => {
    const { metaDescription, titleText } = textSchemas(editorTools.fillIns);
    expect(shapeOf(metaDescription)).toEqual({ kind: 'text', minLength: 70, maxLength: 160, patterns: [] });
    expect(shapeOf(titleText)).toEqual({ kind: 'text', minLength: 1, maxLength: 70, patterns: [] });
  });

  it('a pattern keeps the message the build gives; a format keeps none of its own', () => {
    expect(shapeOf(z.string().regex(/^\d+$/, 'is not a number.'))).toEqual({
      kind: 'text',
      patterns: [{ regex: '^\\d+$', message: 'is not a number.' }],
    });
    expect(shapeOf(z.email('bad'))).toEqual({ kind: 'text', format: 'email', patterns: [] });
    expect(shapeOf(z.url('bad'))).toEqual({ kind: 'text', format: 'url', patterns: [] });
  });

  it('numbers, choices, dates, pictures and references', () => {
    expect(shapeOf(z.number().int().positive())).toEqual({ kind: 'number', integer: true, min: 1 });
    expect(shapeOf(z.number().min(-90).max(90))).toEqual({ kind: 'number', integer: false, min: -90, max: 90 });
    expect(shapeOf(z.enum(['a', 'b']))).toEqual({ kind: 'choice', options: ['a', 'b'] });
    expect(shapeOf(z.literal('GBP'))).toEqual({ kind: 'choice', options: ['GBP'] });
    expect(shapeOf(isoDate)).toEqual({ kind: 'date' });
    expect(shapeOf(editorTools.image())).toEqual({ kind: 'image' });
    expect(shapeOf(editorTools.reference('services'))).toEqual({ kind: 'reference', collection: 'services' });
  });

  it('fields: required unless optional or defaulted, the outer title winning', () => {
    const schema = z.object({
      when: isoDate.meta({ title: 'Inner' }).optional().meta({ title: 'Outer', description: 'A day.' }),
      tags: z.array(z.string()).length(2).default(['a', 'b']),
      done: z.boolean(),
    });
    expect(fieldsOf(schema)).toEqual([
      { name: 'when', required: false, title: 'Outer', description: 'A day.', shape: { kind: 'date' } },
      {
        name: 'tags',
        required: false,
        shape: { kind: 'list', item: { kind: 'text', patterns: [] }, minItems: 2, maxItems: 2 },
      },
      { name: 'done', required: true, shape: { kind: 'boolean' } },
    ]);
  });
});
