import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { settingsTokens } from '#/config/tokens.ts';
import { fillTokens } from './tokens';

/** Markdown plugin: fills {tokens} in body text from the settings; an unknown token fails the build. */
export const settingsTokensPlugin: MdastPluginDefinition = {
  name: 'settings-tokens',
  text(node, context) {
    const filled = fillTokens(node.value, settingsTokens);
    if (filled.unknown.length > 0) {
      const file = context.fileURL ? fileURLToPath(context.fileURL) : 'a Markdown file';
      throw new Error(`${file}: unknown token ${filled.unknown.join(', ')} in the text`);
    }
    if (filled.text !== node.value) context.setProperty(node, 'value', filled.text);
  },
};
