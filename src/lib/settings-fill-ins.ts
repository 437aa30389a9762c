import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { siteSettings } from '#/config/site.ts';
import {
  fillTokens,
  tokensOf,
  unsetTokensOf,
  withoutSentencesNaming,
  type ClinicNaming,
  type FillIns,
} from '#/config/fill-ins.ts';
import { contentSources } from '#/schemas/collections.ts';
import { readableEntries } from '#/lib/entries.ts';

let fillIns: FillIns | undefined;

/**
 * As the content schemas take them (src/schemas/tools.ts): read once per process, through the
 * site's reader rather than the collections, whose schemas fill tokens in. While a clinic's file
 * cannot be read (the content check names it) no clinic is named.
 */
function readFillIns(): FillIns {
  const clinics = (readableEntries(contentSources.clinics.source) ?? []).map(({ id, data }): ClinicNaming => ({
    id,
    data: data && typeof data === 'object' ? data : {},
  }));
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
