/**
 * What the build would say of the entry on screen, in the content check's rules and words. Its own chunk,
 * loaded once the preview has drawn: the rules, Zod and the phone-number library stay out of the first load.
 */
import type { z } from 'astro/zod';
import type { Element } from 'hast';
import type { Problem } from '#/config/problems/problem.ts';
import { fieldName } from '#/config/problems/yaml-source.ts';
import { zodProblems } from '#/config/problems/zod-problems.ts';
import { settingsFileName } from '#/config/settings-files.ts';
import { settingsSchemas } from '#/config/settings-schema.ts';
import { longValueProblems } from '#/content-check/limits.ts';
import { elementProblem, elementsOf, fieldTextProblems, textFields } from '#/content-check/markup-rules.ts';
import { pictureFormatProblem } from '#/content-check/picture-formats.ts';
import { slugProblems } from '#/content-check/post-slugs.ts';
import { contentSources, type CollectionName } from '#/schemas/collections.ts';
import { pageSchema } from '#/schemas/page.ts';
import { editorTools, fieldsOf, type FieldShape } from '#/schemas/schema-shape.ts';
import { inHerWords, type CheckLine } from '#/editor/preview/field-lines.ts';
import { htmlTree } from '#/editor/preview/html-tree.ts';
import { pathOf, writtenTree } from '#/editor/preview/markdown.ts';
import { claimProblems, entryProblems } from '#/editor/preview/problems.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';

export interface CheckedEntry {
  file: string;
  collection: string;
  slug: string;
  /** The entry's, or each item of a list file. */
  fields: Record<string, unknown>[];
  body: string | undefined;
  site: CheckSite;
  /** Its links are checked as from it; '' for any other entry. */
  page: string;
  /** Its address in the editor; undefined where pictures cannot be seen (they are not checked). */
  picture: ((path: string) => string | undefined) | undefined;
}

/** What the check needs of the rest of the site. */
export type CheckSite = Pick<SiteData, 'tokens' | 'unsetTokens' | 'paths' | 'unpublished' | 'siteUrl'>;

/** Each line in the form's words, with the field it concerns. */
export async function buildCheck(entry: CheckedEntry): Promise<CheckLine[]> {
  const fields = formFields(entry);
  return (await buildProblems(entry)).map((problem) => inHerWords(problem, fields));
}

async function buildProblems(entry: CheckedEntry): Promise<Problem[]> {
  const { file, fields, body, site, picture, page } = entry;
  const settings = settingsFileName(file);
  const told = settings
    ? schemaProblems(settingsSchemas[settings], asSaved(fields[0]), file)
    : collectionProblems(entry);
  const rest = [
    ...tooLongProblems(entry),
    ...markupProblems(entry),
    ...addressProblems(entry),
    ...(await pictureProblems(entry)),
  ];
  // One line a field, as the build: a value the schema refused is not told again.
  const retold = (problem: Problem) => told.some(({ field }) => field !== undefined && field === problem.field);
  return [
    ...entryProblems(file, body, site, picture, page),
    ...(settings
      ? []
      : [...fields.flatMap((set) => claimProblems(file, set, undefined)), ...claimProblems(file, {}, body)]),
    ...told,
    ...rest.filter((problem) => !retold(problem)),
  ];
}

/** An optional field left empty is left out, as the editor saves it. */
function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asSaved);
  if (!value || typeof value !== 'object') return value;
  const kept = Object.entries(value).filter(([, inner]) => inner !== '' && inner !== null && inner !== undefined);
  return Object.fromEntries(kept.map(([key, inner]) => [key, asSaved(inner)]));
}

function schemaProblems(schema: z.ZodType, data: unknown, file: string): Problem[] {
  const result = schema.safeParse(data);
  return result.success ? [] : zodProblems(result.error.issues, { data, lineOf: () => undefined }, file);
}

/** A page, its own page's schema (a form only for a routed page); undefined for no collection of the site. */
function schemaOf({ collection, slug, site }: CheckedEntry): z.ZodType | undefined {
  if (!Object.hasOwn(contentSources, collection)) return undefined;
  const name = collection as CollectionName;
  const tools = { ...editorTools, fillIns: { tokens: site.tokens, unset: site.unsetTokens } };
  return name === 'pages' ? pageSchema(tools, slug) : contentSources[name].schema(tools);
}

/** The entry's fields as its form has them (the same schema makes both). */
function formFields(entry: CheckedEntry): FieldShape[] {
  const settings = settingsFileName(entry.file);
  if (settings) return fieldsOf(settingsSchemas[settings]);
  const schema = schemaOf(entry);
  return schema ? fieldsOf(schema) : [];
}

/** A list item gets the list loader's place. */
function collectionProblems(entry: CheckedEntry): Problem[] {
  const { file, collection, fields } = entry;
  const schema = schemaOf(entry);
  if (!schema) return [];
  const inList = 'list' in contentSources[collection as CollectionName].source;
  return fields.flatMap((set, index) =>
    schemaProblems(schema, { ...(asSaved(set) as object), ...(inList ? { position: index + 1 } : {}) }, file),
  );
}

const tooLongProblems = ({ file, slug, fields }: CheckedEntry): Problem[] =>
  fields.flatMap((data) =>
    longValueProblems({ id: slug, file, at: [], data, yaml: { data, lineOf: () => undefined } }),
  );

/** Any element but a Markdown picture is her HTML, written as is, as the build's raw HTML is told. */
const isMarkdownPicture = (element: Element, pictures: Set<string> | undefined) =>
  element.tagName === 'img' && Boolean(pictures?.has(pathOf(String(element.properties['src'] ?? ''))));

function markupProblems({ file, fields, body, site }: CheckedEntry): Problem[] {
  const inFields = fields.flatMap((set) =>
    textFields(set).flatMap(([text, path]) =>
      fieldTextProblems(text, htmlTree).map((message) => ({ file, field: fieldName(path), message })),
    ),
  );
  const { tree, pictures } = body ? writtenTree(body, { tokens: site.tokens, unset: site.unsetTokens }) : {};
  const inBody = (tree ? elementsOf(tree) : []).flatMap((element) => {
    const problem = elementProblem(element, !isMarkdownPicture(element, pictures));
    return problem ? [{ file, field: 'text', message: problem.message }] : [];
  });
  return [...inFields, ...inBody];
}

/** She may type a file name before saving. */
function addressProblems({ file, collection, slug }: CheckedEntry): Problem[] {
  const entries = { blog: [], services: [], clinics: [] };
  if (!slug || !(collection in entries)) return [];
  return slugProblems({ ...entries, [collection]: [{ id: slug, file }] });
}

const formats = new Map<string, Promise<string | undefined>>();

/** As its media type names it (sharp's names: svg, heif, jpeg...), else its name's ending; undefined when the browser cannot draw it. */
function formatOf(url: string, name: string): Promise<string | undefined> {
  const known = formats.get(url);
  if (known) return known;
  const reading = fetch(url)
    .then((response) => response.blob())
    .then(async (blob) => {
      const format = blob.type
        .replace(/^image\//, '')
        .replace(/\+xml$/, '')
        .replace(/^hei[cf]$/, 'heif');
      if (format === 'svg' || format === 'heif') return format;
      const drawn = await createImageBitmap(blob).then(
        (bitmap) => (bitmap.close(), true),
        () => false,
      );
      return drawn ? format || name.replace(/^.*\./, '').toLowerCase() : undefined;
    })
    .catch(() => undefined);
  formats.set(url, reading);
  return reading;
}

/** A missing picture the preview tells already. */
async function pictureProblems({ file, fields, body, site, picture }: CheckedEntry): Promise<Problem[]> {
  if (!picture) return [];
  const inFields = fields
    .flatMap((set) => textFields(set))
    .map(([name, path]) => ({ name, field: fieldName(path), said: `"${name}"` }));
  const inBody = [...(body ? writtenTree(body, { tokens: site.tokens, unset: site.unsetTokens }).pictures : [])].map(
    (name) => ({
      name,
      field: 'text',
      said: `the picture ${name}`,
    }),
  );
  const named = [...inFields, ...inBody].flatMap((one) => {
    const url = /^\S+\.\w+$/.test(one.name) ? picture(one.name) : undefined;
    return url ? [{ ...one, url }] : [];
  });
  const problems = await Promise.all(
    named.map(async ({ name, field, said, url }) => {
      const problem = pictureFormatProblem(name, await formatOf(url, name));
      return problem ? [{ file, field, message: `${said} ${problem}` }] : [];
    }),
  );
  return problems.flat();
}
