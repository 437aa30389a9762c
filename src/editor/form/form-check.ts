/**
 * The site's check for the form: the preview's (build-check.ts, the build's rules), on the entry Sveltia hands a
 * custom control. A control sees only its entry, so what the check needs of the rest of the site is the build's
 * (/admin/site-check.json), brought up to date by each post she saves in this visit (Sveltia's `postSave` event).
 * Pictures are not checked here: the form cannot see the ones she has just uploaded (the preview checks them).
 */
import type CMS from '@sveltia/cms';
import { dayOf } from '#/editor/preview/entry.ts';
import type { CheckSite } from '#/editor/preview/build-check.ts';
import { paths } from '#/config/paths.ts';
import { ukDay } from '#/config/days.ts';
import { isPublished } from '#/lib/published.ts';
import type { EntryCheck } from '#/editor/form/checked-field.tsx';
import type { CheckLine } from '#/editor/preview/field-lines.ts';

/** The fields of Sveltia's ApiEntry the check reads. */
export interface ApiEntryData {
  collection: string;
  slug: string;
  path: string;
  data: Record<string, unknown>;
}

export const SITE_CHECK_FILE = `${paths.editor}/site-check.json`;

/** Once the form is drawn and the browser is idle: the first form never waits for the check. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 3000 });
    else setTimeout(resolve, 1000);
  });

type Listener = Parameters<typeof CMS.registerEventListener>[0];

/** The check, and the listener that keeps its knowledge of the posts up to date. */
export function formCheck(): { check: EntryCheck; saved: Listener } {
  let site: Promise<CheckSite> | undefined;
  const loaded = () =>
    (site ??= whenIdle()
      .then(() => fetch(SITE_CHECK_FILE))
      .then((response) => (response.ok ? (response.json() as Promise<CheckSite>) : Promise.reject(response))));
  // Each checked field asks for the same entry: checked once.
  let last: { key: string; lines: Promise<CheckLine[]> } | undefined;
  const check: EntryCheck = (entry) => {
    const key = JSON.stringify(entry);
    if (last?.key !== key) last = { key, lines: checked(entry) };
    return last.lines;
  };
  const checked = async ({ collection, slug, path, data }: ApiEntryData): Promise<CheckLine[]> => {
    const known = await loaded().catch((error: unknown) => {
      site = undefined;
      throw error;
    });
    const { buildCheck } = await import('#/editor/preview/build-check.ts');
    const { body, ...fields } = data;
    return buildCheck({
      file: path,
      collection,
      slug,
      fields: [fields],
      body: typeof body === 'string' ? body : undefined,
      site: known,
      page: collection === 'blog' ? paths.post(slug) : '',
      picture: undefined,
    });
  };
  const saved: Listener = {
    name: 'postSave',
    handler: async ({ entry }) => {
      const { collection, slug, data } = (entry as unknown as { toJS(): ApiEntryData }).toJS();
      if (collection !== 'blog') return;
      const known = await loaded();
      const path = paths.post(slug);
      const shown = isPublished({ data: { draft: data['draft'] === true, date: dayOf(data['date']) } }, ukDay());
      const others = (list: string[]) => list.filter((one) => one !== path);
      last = undefined;
      site = Promise.resolve({
        ...known,
        paths: shown ? [...others(known.paths), path] : others(known.paths),
        unpublished: shown ? others(known.unpublished) : [...others(known.unpublished), path],
      });
    },
  };
  return { check, saved };
}
