import type { Element } from 'hast';
import type { HastPluginDefinition } from 'satteri';
import { draftPages } from './draft-pages';

/** A link to a clinic or service switched off as a draft keeps its words, not its link. */
export const draftLinksPlugin: HastPluginDefinition = {
  name: 'draft-links',
  element: {
    filter: ['a'],
    visit(link, context) {
      const href = String((link as Element).properties['href'] ?? '').split(/[?#]/)[0] ?? '';
      if (draftPages().has(href)) context.replaceNode(link, (link as Element).children);
    },
  },
};
