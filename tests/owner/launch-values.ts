/**
 * Launch day on a scratch copy: every placeholder in the settings replaced with a realistic value,
 * every sample quote deleted, as a new practitioner does before her first `npm run build:live`.
 * The placeholders are found by the go-live check itself; one it finds with no realistic value
 * below fails, naming the field: add a line for it to REALISTIC.
 */
import { isMap, isSeq, parseDocument, Scalar } from 'yaml';
import { FACT_IDS, tickGroup, type FactId, type PageKind } from '#/config/fact-ids.ts';
import { settingsFile } from '#/config/settings-files.ts';
import { settingsAsWritten, settingsSources } from '#/config/site.ts';
import { placeholderSettings } from '#/go-live/placeholders.ts';
import { edit } from './scratch.ts';

/** The settings files of the copy at `dir`, as the go-live check reads them. */
const settingsIn = (dir: string) => settingsSources(settingsAsWritten(dir));
const TESTIMONIALS = 'src/content/testimonials.yaml';

/** Her number with each body: one of its own, as no two bodies share a numbering. */
const MEMBERSHIP_NUMBERS = ['20417', 'NCH-58213', '3196'];

/** A realistic value for each placeholder field ("[]" for any list item), given the placeholder and its place. */
const REALISTIC: Record<string, (placeholder: string, path: (string | number)[]) => string> = {
  practiceName: () => 'Anna Hartley Hypnotherapy',
  'practitioner.name': () => 'Anna Hartley',
  siteUrl: () => 'https://www.annahartleyhypnotherapy.co.uk',
  email: () => 'anna@annahartleyhypnotherapy.co.uk',
  phone: () => '01582 460731',
  'social[].url': (url) => url.replace(/\/example$/, '/annahartleyhypnotherapy'),
  'credentials.qualifications[]': (line) => line.replace(/^placeholder:\s*/i, ''),
  'credentials.memberships[].membershipNumber': (_, [, , index]) =>
    MEMBERSHIP_NUMBERS[Number(index)] ?? `${20417 + Number(index)}`,
  'credentials.memberships[].registerUrl': (url) => url.replace(/\?placeholder=your-entry$/, 'register/anna-hartley'),
  'credentials.dbsCertificate': () => '001734962518',
  'credentials.insurer': () => 'Balens Ltd',
  dentalPartner: () => 'Station Road Dental Practice',
  'privacy.icoRegistration': () => 'ZB481273',
  'privacy.processors.email': () => 'Microsoft 365 (Outlook)',
  'privacy.processors.videoCalls': () => 'Zoom',
  'privacy.processors.webHost': () => 'Netlify',
  'privacy.processors.payments': () => 'Starling Bank',
};

/** "credentials.memberships[2].registerUrl" as its path, and as its key in REALISTIC. */
function pathOf(field: string): { path: (string | number)[]; key: string } {
  const path = [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, name, index]) =>
    index === undefined ? (name ?? '') : Number(index) - 1,
  );
  return { path, key: field.replace(/\[\d+\]/g, '[]') };
}

/** Replaces every placeholder the go-live check finds in the settings with a realistic value, file by file. */
export function replacePlaceholders(dir: string): void {
  const unknown: string[] = [];
  for (const source of settingsIn(dir)) {
    const found = placeholderSettings([source]);
    if (found.length === 0) continue;
    edit(dir, source.file, (text) => {
      const doc = parseDocument(text);
      for (const { field = '' } of found) {
        const { path, key } = pathOf(field);
        const realistic = REALISTIC[key];
        if (!realistic) unknown.push(field);
        else
          doc.setIn(
            path,
            Object.assign(new Scalar(realistic(String(doc.getIn(path)), path)), { type: Scalar.QUOTE_DOUBLE }),
          );
      }
      return doc.toString();
    });
  }
  if (unknown.length > 0) throw new Error(`No realistic value for ${unknown.join(', ')}: add it to REALISTIC.`);
  const left = placeholderSettings(settingsIn(dir)).map(({ field }) => field);
  if (left.length > 0) throw new Error(`Still placeholders after replacing: ${left.join(', ')}`);
}

const isSample = (node: unknown) => isMap(node) && node.get('sample') === true;

/** Deletes every sample quote, the home page's and the service pages' alike: one list, one Save (its notes stay). */
export function deleteSamples(dir: string): void {
  edit(dir, TESTIMONIALS, (text) => {
    const doc = parseDocument(text);
    if (!isSeq(doc.contents)) throw new Error(`${TESTIMONIALS} is not a list`);
    doc.contents.items = doc.contents.items.filter((item) => !isSample(item));
    // With no items left, the file keeps its notes only (an empty list, as the owner leaves it).
    return doc.contents.items.length > 0 ? doc.toString() : `${doc.commentBefore?.replace(/^/gm, '#') ?? ''}\n`;
  });
}

/** Ticks each fact of a practice the site came with as hers (Practice settings › What is true of your practice). */
export function confirmFacts(dir: string, facts: readonly FactId[] = FACT_IDS): void {
  edit(dir, settingsFile('confirmations'), (text) => {
    const doc = parseDocument(text);
    for (const id of facts) {
      const [kind, name] = id.split(':') as [string, string | undefined];
      doc.setIn(name === undefined ? ['confirmed', kind] : ['confirmed', tickGroup(kind as PageKind), name], true);
    }
    return doc.toString();
  });
}
