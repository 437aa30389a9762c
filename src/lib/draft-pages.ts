/** Clinics and services switched off as drafts, articles held back. */
import { readEntries } from '#/lib/entries.ts';
import { contentSources } from '#/schemas/collections.ts';
import { isDraft } from './published.ts';
import { heldBackPosts } from './held-back.ts';
import { paths } from '#/config/paths.ts';

const draftIds = (collection: 'clinics' | 'services') =>
  readEntries(contentSources[collection].source)
    .filter((entry) => isDraft({ data: entry.data as { draft?: boolean } }))
    .map(({ id }) => id);

export const draftPages = (): ReadonlySet<string> =>
  new Set([
    ...draftIds('clinics').map(paths.clinic),
    ...draftIds('services').map(paths.service),
    ...[...heldBackPosts()].map(paths.post),
  ]);
