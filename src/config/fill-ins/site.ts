/** The build's fill-ins, from the settings file, and the Markdown plugin that fills them in a body. */
import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { clinicNamings } from '#/config/clinic-namings.ts';
import { site } from '#/config/site.ts';
import { fillTokens, tokensOf, unsetTokensOf, withoutSentencesNaming } from './index.ts';

const clinics = clinicNamings();

/** What content may write as {name}, from the settings file. */
export const settingsTokens: Readonly<Record<string, string>> = tokensOf(site, clinics);

/** The optional settings' tokens with no value: content using one is told to fill the setting in or reword. */
export const unsetTokens: readonly string[] = unsetTokensOf(site, clinics);

/** Both, as the content schemas take them (src/schemas/tools.ts). */
export const settingsFillIns = { tokens: settingsTokens, unset: unsetTokens };

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
