import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { settingsTokens, unsetTokens } from '#/config/tokens.ts';
import { withoutSentencesNaming } from '#/schemas/sentences.ts';
import { fillTokens } from '#/schemas/fill-tokens.ts';

/**
 * Markdown plugin: fills {tokens} in body text from the settings; a sentence naming an optional
 * setting she left empty is left out; an unknown token fails the build.
 */
export const settingsTokensPlugin: MdastPluginDefinition = {
  name: 'settings-tokens',
  text(node, context) {
    const filled = fillTokens(withoutSentencesNaming(node.value, unsetTokens), settingsTokens);
    if (filled.unknown.length > 0) {
      const file = context.fileURL ? fileURLToPath(context.fileURL) : 'a Markdown file';
      throw new Error(`${file}: unknown token ${filled.unknown.join(', ')} in the text`);
    }
    if (filled.text !== node.value) context.setProperty(node, 'value', filled.text);
  },
};
