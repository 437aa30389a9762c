import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import type { HastPluginEntry } from 'satteri';
import { paths } from '#/config/paths.ts';
import { siteSettings } from '#/config/site.ts';
import { CONTENT_DIR, contentSources } from '#/schemas/collections.ts';
import { fileId, readEntries } from '#/lib/entries.ts';
import { entryPage, ownPagePath } from '#/lib/own-pages.ts';
import { isDraft } from '#/lib/published.ts';
import { heldBackByAnswers } from '#/config/fill-ins.ts';

/** `heldBack`: the articles `build:live` keeps off the site, known once Vite knows the mode (go-live/integration.ts). */
export interface HeldBack {
  heldBack: () => readonly string[];
}

const draftIds = (collection: 'clinics' | 'services') =>
  readEntries(contentSources[collection].source)
    .filter((entry) => isDraft({ data: entry.data as { draft?: boolean } }))
    .map(({ id }) => id);

/** Articles written for an age group she does not see (Practice settings › Your practice). */
const heldBackByHerAnswers = () =>
  readEntries(contentSources.blog.source)
    .filter(({ data }) => heldBackByAnswers(data as { forAges?: unknown }, siteSettings()))
    .map(({ id }) => id);

/** Clinics and services switched off as drafts, articles held back; in lower case, as a link may not be. */
const offlinePages = (heldBack: readonly string[]): ReadonlySet<string> =>
  new Set(
    [
      ...draftIds('clinics').map(paths.clinic),
      ...draftIds('services').map(paths.service),
      ...[...heldBack, ...heldBackByHerAnswers()].map(paths.post),
    ].map((path) => path.toLowerCase()),
  );

/** The page whose text is being rendered, for its relative links ("/" when unknown). */
function pageOf(fileURL: URL | undefined): string {
  const file = fileURL ? fileURLToPath(fileURL) : '';
  const folder = (Object.keys(entryPage) as (keyof typeof entryPage)[]).find(
    (collection) => dirname(file) === resolve(CONTENT_DIR, contentSources[collection].source.folder),
  );
  return folder ? entryPage[folder](fileId(basename(file, '.md'))) : paths.home;
}

/**
 * A link to a page not online keeps its words, not its link, however it is written (own-pages.ts). A factory,
 * which satteri calls once a document: the drafts are read once for its links, not once a link.
 */
export const draftLinksPlugin =
  ({ heldBack }: HeldBack): HastPluginEntry =>
  ({ fileURL }) => {
    const offline = offlinePages(heldBack());
    if (offline.size === 0) return null;
    const page = pageOf(fileURL);
    const { siteUrl } = siteSettings();
    return {
      name: 'draft-links',
      element: {
        filter: ['a'],
        visit(link, context) {
          const path = ownPagePath(String(link.properties['href'] ?? ''), page, siteUrl);
          if (path && offline.has(path.toLowerCase())) context.replaceNode(link, (link as Element).children);
        },
      },
    };
  };
