/**
 * Sveltia CMS field definitions made from the schemas' shapes (src/editor/schema-shape.ts):
 * names, required, allowed values, length limits and list lengths all come from Zod.
 */
import type { FieldShape, Shape } from './schema-shape';

type Widget = Record<string, unknown> & { widget: string };
export type CmsField = Widget & { name: string };

/** Longer copy gets a text area rather than one line. */
const MULTILINE = new Set(['answer', 'content', 'description', 'excerpt', 'lead', 'shortDescription', 'text']);

/** Friendlier names than the field names, where those say too little. */
const LABELS: Record<string, string> = {
  coverAlt: 'Cover description (alt text)',
  imageAlt: 'Picture description (alt text)',
  parentOf: 'Written by a parent about their child',
  sample: 'Sample words (made up: replace before going live)',
  stars: 'Stars (1 to 5)',
  order: 'Position (1 first)',
  session: 'Session price in pounds (a number, no £ sign)',
  number: 'Step number',
  shortDescription: 'Short description',
  homeCard: 'Card on the home page',
  servicesCards: 'Cards on the Services page',
  footerLink: 'Link in the footer',
  anchor: 'Anchor',
  yearsOfExperience: 'Years of experience',
  siteUrl: 'Website address',
  officeHours: 'Opening hours',
  enquirySubjects: 'E-mail subject lines',
  portrait: 'Your photo',
  alt: 'Photo description (alt text)',
};

const HINTS: Record<string, string> = {
  coverAlt: 'Required with a cover picture: what it shows, for people who cannot see it.',
  imageAlt: 'Required with a picture: what it shows, for people who cannot see it.',
  sample: 'UK law bans fake reviews: untick only for a real client’s words, given with permission.',
  homeCard: 'Leave empty for no card. Position: its place among the home page’s cards, 1 first.',
  servicesCards: 'Position: a card’s place among the cards of all services, 1 first.',
  footerLink: 'Leave empty for no link. Position: its place in the footer’s services column, 1 first.',
  anchor: 'The card’s own address on the Services page, e.g. sleep for /services#sleep. Each card needs its own.',
  portrait:
    'Optional, and recommended: visitors look for the person first. A clear, friendly head-and-shoulders photo; it shows on the About page and at the top of the home page.',
  alt: 'What the photo shows, for people who cannot see it, e.g. “Sarah Ellis smiling in her consulting room”.',
  closed: 'Tick for days the practice is closed, and leave the times empty.',
  opens: 'Leave empty on a closed day. 24-hour clock, e.g. 09:00.',
  closes: 'Leave empty on a closed day. 24-hour clock, e.g. 18:00.',
};

/** Choices shown by a label rather than by the value stored. */
export type ChoiceLabels = Record<string, Readonly<Record<string, string>>>;

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;

export const labelOf = (name: string) => LABELS[name] ?? capitalised(name.replace(/([A-Z])/g, ' $1').toLowerCase());

export function cmsField(field: FieldShape, choiceLabels: ChoiceLabels = {}): CmsField {
  const shown = widget(field.name, field.shape, choiceLabels);
  const hint = [HINTS[field.name], shown['hint']].filter(Boolean).join(' ');
  return {
    name: field.name,
    label: labelOf(field.name),
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
      return { widget: 'boolean', default: false };
    case 'choice':
      return { widget: 'select', dropdown_threshold: 0, options: choiceOptions(shape.options, choiceLabels[name]) };
    case 'date':
      return { widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
    case 'image':
      return { widget: 'image', choose_url: false };
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
    if (!labels) throw new Error(`${name}: a list of ${item.collection} ids needs their labels.`);
    return { widget: 'select', multiple: true, options: choiceOptions(Object.keys(labels), labels), ...lengths };
  }
  if (item.kind === 'text') {
    // A list of lines (e.g. qualifications): one text field an item, so a comma stays in its line.
    return { widget: 'list', field: cmsField({ name, required: true, shape: item }, choiceLabels), ...lengths };
  }
  if (item.kind !== 'group') throw new Error(`${name}: a list of ${item.kind} has no editor field.`);
  const fields = item.fields.map((field) => cmsField(field, choiceLabels));
  return { widget: 'list', collapsed: 'auto', fields, ...lengths };
}

const choiceOptions = (options: string[], labels?: Readonly<Record<string, string>>) =>
  options.map((value) => ({ label: labels?.[value] ?? value, value }));
