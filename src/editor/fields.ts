/** Sveltia CMS fields made from the schemas' shapes: names, required, choices and lengths all come from Zod. */
import { PICTURE_ACCEPT } from '#/content-check/picture-formats.ts';
import { labelOf, type FieldShape, type Shape } from '#/schemas/schema-shape.ts';

type Widget = Record<string, unknown> & { widget: string };
export type CmsField = Widget & { name: string };

const MULTILINE = new Set(['answer', 'content', 'description', 'excerpt', 'lead', 'shortDescription', 'text']);

export type ChoiceLabels = Record<string, Readonly<Record<string, string>>>;

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

/** Its label in the form: the schema's `.meta({ title })`, else its name in words. */
export const fieldLabel = (field: Pick<FieldShape, 'name' | 'title'>) => field.title ?? labelOf(field.name);

/** A Markdown file's text, after its fields; never pasted embed code (video-component.ts). */
export const BODY_FIELD = {
  name: 'body',
  label: 'Main text',
  widget: 'markdown',
  required: false,
  editor_components: ['image', 'video'],
};

/** Label and hint from the field's own `.meta({ title, description })`, else from its name. */
export function cmsField(field: FieldShape, choiceLabels: ChoiceLabels): CmsField {
  const shown = widget(field.name, field.shape, choiceLabels);
  const hint = [field.description, shown['hint']].filter(Boolean).join(' ');
  return {
    name: field.name,
    label: fieldLabel(field),
    required: field.required,
    ...shown,
    ...(hint ? { hint } : {}),
  };
}

function widget(name: string, shape: Shape, choiceLabels: ChoiceLabels): Widget {
  switch (shape.kind) {
    case 'text':
      return textWidget(name, shape);
    case 'number':
      return {
        widget: 'number',
        value_type: shape.integer ? 'int' : 'float',
        ...(shape.min === undefined ? {} : { min: shape.min }),
        ...(shape.max === undefined ? {} : { max: shape.max }),
      };
    case 'boolean':
      return { widget: 'boolean', default: shape.default ?? false };
    case 'choice':
      return { widget: 'select', dropdown_threshold: 0, options: choiceOptions(shape.options, choiceLabels[name]) };
    case 'date':
      return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
    case 'image':
      // Only what the content check takes: Sveltia would offer SVG too.
      return { widget: 'image', choose_url: false, accept: PICTURE_ACCEPT };
    case 'reference':
      return {
        widget: 'relation',
        collection: shape.collection,
        value_field: '{{slug}}',
        search_fields: ['title'],
        display_fields: ['title'],
        dropdown_threshold: 0,
      };
    case 'list':
      return listWidget(name, shape, choiceLabels);
    case 'group':
      return { widget: 'object', fields: shape.fields.map((field) => cmsField(field, choiceLabels)) };
  }
}

function textWidget(name: string, shape: Shape & { kind: 'text' }): Widget {
  const limits = [
    shape.minLength && shape.minLength > 1 ? `at least ${shape.minLength}` : '',
    shape.maxLength ? `at most ${shape.maxLength}` : '',
  ].filter(Boolean);
  const pattern = shape.patterns[0];
  return {
    widget: MULTILINE.has(name) ? 'text' : 'string',
    ...(shape.format === 'url' || shape.format === 'email' ? { type: shape.format } : {}),
    // "Not empty" is what required means; a counter from 1 would only confuse an optional field.
    ...(shape.minLength && shape.minLength > 1 ? { minlength: shape.minLength } : {}),
    ...(shape.maxLength ? { maxlength: shape.maxLength } : {}),
    ...(pattern ? { pattern: [pattern.regex, pattern.message] } : {}),
    ...(limits.length > 0 ? { hint: `${capitalised(limits.join(' and '))} characters, spaces included.` } : {}),
  };
}

function listWidget(name: string, shape: Shape & { kind: 'list' }, choiceLabels: ChoiceLabels): Widget {
  const lengths = {
    ...(shape.minItems === undefined ? {} : { min: shape.minItems }),
    ...(shape.maxItems === undefined ? {} : { max: shape.maxItems }),
  };
  const { item } = shape;
  if (item.kind === 'choice') {
    return { widget: 'select', multiple: true, options: choiceOptions(item.options, choiceLabels[name]), ...lengths };
  }
  if (item.kind === 'reference') {
    // A list of ids from a YAML list (e.g. a page's helplines): ticked from the ids that exist.
    const labels = choiceLabels[name];
    if (labels)
      return { widget: 'select', multiple: true, options: choiceOptions(Object.keys(labels), labels), ...lengths };
    // A list of entries of a folder (e.g. the order of the services): each chosen by its title, dragged into order.
    const entry = cmsField({ name, required: true, shape: item, title: `One of the ${item.collection}` }, choiceLabels);
    return { widget: 'list', field: entry, ...lengths };
  }
  if (item.kind === 'text') {
    // A list of lines (e.g. qualifications): one text field an item, so a comma stays in its line.
    const title = `One of the ${labelOf(name).toLowerCase()}`;
    const line = cmsField({ name, required: true, shape: item, title }, choiceLabels);
    return { widget: 'list', field: line, ...lengths };
  }
  if (item.kind !== 'group') throw new Error(`${name}: a list of ${item.kind} has no editor field.`);
  const fields = item.fields.map((field) => cmsField(field, choiceLabels));
  return { widget: 'list', collapsed: 'auto', fields, ...lengths };
}

const choiceOptions = (options: string[], labels?: Readonly<Record<string, string>>) =>
  options.map((value) => ({ label: labels?.[value] ?? value, value }));
