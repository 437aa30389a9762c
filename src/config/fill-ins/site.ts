import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { clinicNamings } from '#/config/clinic-namings.ts';
import { siteSettings } from '#/config/site.ts';
import { fillTokens, tokensOf, unsetTokensOf, withoutSentencesNaming } from './index.ts';

export interface FillIns {
  tokens: Readonly<Record<string, string>>;
  unset: readonly string[];
}

let fillIns: FillIns | undefined;

/** As the content schemas take them (src/schemas/tools.ts): read once per process. */
function readFillIns(): FillIns {
  const clinics = clinicNamings();
  return { tokens: tokensOf(siteSettings(), clinics), unset: unsetTokensOf(siteSettings(), clinics) };
}

export const settingsFillIns = (): FillIns => (fillIns ??= readFillIns());

/** A sentence naming an optional setting she left empty is left out; an unknown token fails the build. */
export const settingsTokensPlugin: MdastPluginDefinition = {
  name: 'settings-tokens',
  text(node, context) {
    const { tokens, unset } = settingsFillIns();
    const filled = fillTokens(withoutSentencesNaming(node.value, unset), tokens);
    if (filled.unknown.length > 0) {
      const file = context.fileURL ? fileURLToPath(context.fileURL) : 'a Markdown file';
      throw new Error(`${file}: unknown token ${filled.unknown.join(', ')} in the text`);
    }
    if (filled.text !== node.value) context.setProperty(node, 'value', filled.text);
  },
};
