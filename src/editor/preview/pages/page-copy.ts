import type { PageData } from '#/schemas/page.ts';
import { shownData } from '#/editor/preview/shown-data.ts';
import type { SiteData } from '#/editor/preview/site-data.ts';

/** What a page file says around its page's parts: the heading and lead at its top, and its sections. */
export type PageCopy<Id extends string> = Pick<
  PageData<Id>,
  'heading' | 'lead' | Extract<'sections', keyof PageData<Id>>
>;

/** Another page's copy as the editor holds it, as the site shows it (the FAQ page's, for the FAQ list's preview). */
export const pageCopyOf = <Id extends string>(site: SiteData, id: Id): PageCopy<Id> & Record<string, unknown> =>
  shownData(site, site.pages[id] ?? {}) as PageCopy<Id> & Record<string, unknown>;
