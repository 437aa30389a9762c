/**
 * The content check's problems in the form's words (src/editor/preview/field-lines.ts): each field by its label,
 * never its name in the file, with the form field it concerns.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { inHerWords } from '#/editor/preview/field-lines.ts';
import { fieldsOf } from '#/schemas/schema-shape.ts';

const FILE = 'src/content/a-file.md';
const fields = fieldsOf(
  z.object({
    coverAlt: z.string().optional().meta({ title: 'Cover description (alt text)' }),
    excerpt: z.string(),
    memberships: z.array(z.object({ registerUrl: z.string().meta({ title: 'Register link' }) })),
  }),
);

describe('a problem in the form’s words', () => {
  it('names the field by its label, and says which field it concerns', () => {
    expect(inHerWords({ file: FILE, field: 'coverAlt', message: 'needed with a cover picture.' }, fields)).toEqual({
      field: 'coverAlt',
      line: 'Cover description (alt text): needed with a cover picture.',
    });
  });

  it('names the text as the main text', () => {
    expect(inHerWords({ file: FILE, field: 'text', message: 'the link goes nowhere.' }, fields)).toEqual({
      field: 'body',
      line: 'Main text: the link goes nowhere.',
    });
  });

  it('names a field in a list item by its labels and the item’s number', () => {
    const problem = { file: FILE, field: 'memberships[2].registerUrl', message: 'is not a web address.' };
    expect(inHerWords(problem, fields)).toEqual({
      field: 'memberships',
      line: 'Memberships 2, Register link: is not a web address.',
    });
  });

  it('asks for an empty field to be filled in, not for a line in the file', () => {
    const problem = { file: FILE, field: 'excerpt', message: 'missing. Add a line such as excerpt: "…".' };
    expect(inHerWords(problem, fields)).toEqual({
      field: 'excerpt',
      line: 'Excerpt: missing. Fill it in.',
      missing: true,
    });
  });

  it('tells a problem of no field of the form with none', () => {
    expect(inHerWords({ file: FILE, field: 'file name', message: 'rename the file.' }, fields)).toEqual({
      field: '',
      line: 'File name: rename the file.',
    });
  });
});
