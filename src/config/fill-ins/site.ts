/** The build's fill-ins, from the settings file, and the Markdown plugin that fills them in a body. */
import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { clinicNamings } from '#/config/clinic-namings.ts';
import { siteSettings } from '#/config/site.ts';
import { fillTokens, tokensOf, unsetTokensOf, withoutSentencesNaming } from './index.ts';

export interface FillIns {
  /** What content may write as {name}, from the settings file. */
  tokens: Readonly<Record<string, string>>;
  /** The optional settings' tokens with no value: content using one is told to fill the setting in or reword. */
  unset: readonly string[];
}

let fillIns: FillIns | undefined;

/** The build's fill-ins, as the content schemas take them (src/schemas/tools.ts): read once per process. */
export function settingsFillIns(): FillIns {
  if (fillIns) return fillIns;
  const clinics = clinicNamings();
  fillIns = { tokens: tokensOf(siteSettings(), clinics), unset: unsetTokensOf(siteSettings(), clinics) };
  return fillIns;
}

/**
 * Markdown plugin: fills {tokens} in body text from the settings; a sentence naming an optional
 * setting she left empty is left out; an unknown token fails the build.
 */
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
