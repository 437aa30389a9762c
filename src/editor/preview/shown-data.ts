import { shownCopy } from '#/schemas/copy-text.ts';
import { shownFields } from './entry';
import type { SiteData } from './site-data';

/**
 * Other entries' text as the site shows it: {tokens} filled from the current settings,
 * apostrophes typographic. Their problems are their own forms' to show.
 */
export const shownData = <T>(site: SiteData, value: T): T =>
  shownFields(value, (text) => shownCopy(text, site.tokens, site.unsetTokens)).fields;
