import type { Root } from 'hast';
import type { HastPluginDefinition } from 'satteri';
import { sanitizeOwnerMarkup } from '#/lib/owner-markup/allow-list.ts';

/**
 * Markdown (HTML tree) plugin: a body's raw HTML, parsed into elements (`rawHtml`), is kept only
 * as far as the owner-text allow-list allows. The content check has refused the build before
 * anything here is removed; this is what makes it so whatever the check misses.
 */
export const sanitizePlugin: HastPluginDefinition = {
  name: 'sanitize-owner-markup',
  before(root, context) {
    context.replaceNode(root, sanitizeOwnerMarkup(root as Root));
  },
};
