import type { Element } from 'hast';
import type { HastPluginEntry } from 'satteri';
import { paths } from '#/config/paths.ts';
import { contentSources } from '#/schemas/collections.ts';
import { readEntries } from '#/lib/entries.ts';
import { heldBackPosts } from '#/lib/held-back.ts';
import { isDraft } from '#/lib/published.ts';

/** Where the pages of drafts are: a document naming none of these links to no draft. */
const DRAFTABLE = [paths.clinic(''), paths.service(''), paths.post('')];

const draftIds = (collection: 'clinics' | 'services') =>
  readEntries(contentSources[collection].source)
    .filter((entry) => isDraft({ data: entry.data as { draft?: boolean } }))
    .map(({ id }) => id);

/** Clinics and services switched off as drafts, articles held back. */
const draftPages = (): ReadonlySet<string> =>
  new Set([
    ...draftIds('clinics').map(paths.clinic),
    ...draftIds('services').map(paths.service),
    ...[...heldBackPosts()].map(paths.post),
  ]);

/**
 * A link to a clinic or service switched off as a draft keeps its words, not its link. A factory,
 * which satteri calls once a document: the drafts are read once for its links, not once a link.
 */
export const draftLinksPlugin: HastPluginEntry = ({ source }) => {
  if (!DRAFTABLE.some((folder) => source.includes(folder))) return null;
  const drafts = draftPages();
  return {
    name: 'draft-links',
    element: {
      filter: ['a'],
      visit(link, context) {
        const href = String((link as Element).properties['href'] ?? '').split(/[?#]/)[0] ?? '';
        if (drafts.has(href)) context.replaceNode(link, (link as Element).children);
      },
    },
  };
};
