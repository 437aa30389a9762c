/** The pages of the clinics and services switched off as drafts, read from their files (build time, Node). */
import { readEntries } from '#/content-check/entries.ts';
import { contentSources } from '#/schemas/collections.ts';
import { isDraft } from './drafts.ts';
import { paths } from './paths.ts';

const draftIds = (collection: 'clinics' | 'services') =>
  readEntries(contentSources[collection].source)
    .filter((entry) => isDraft({ data: entry.data as { draft?: boolean } }))
    .map(({ id }) => id);

export const draftPages = (): ReadonlySet<string> =>
  new Set([...draftIds('clinics').map(paths.clinic), ...draftIds('services').map(paths.service)]);
