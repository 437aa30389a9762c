import type { Root } from 'hast';
import type { HastPluginDefinition } from 'satteri';
import { sanitizeOwnerMarkup } from '#/lib/owner-markup/allow-list.ts';

/** The content check refuses the build before anything is removed; this catches whatever the check misses. */
export const sanitizePlugin: HastPluginDefinition = {
  name: 'sanitize-owner-markup',
  before(root, context) {
    context.replaceNode(root, sanitizeOwnerMarkup(root as Root));
  },
};
