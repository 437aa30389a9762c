import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition } from 'satteri';
import { parse } from 'yaml';
import { siteSettings } from '#/config/site.ts';
import { fillTokens, tokensOf, unsetTokensOf, withoutSentencesNaming, type ClinicNaming } from './index.ts';

export interface FillIns {
  tokens: Readonly<Record<string, string>>;
  unset: readonly string[];
}

const CLINICS = 'src/content/clinics';
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** Read here, not through the collections, whose schemas fill tokens in; an unreadable file names nothing. */
function clinicFields(file: string): ClinicNaming['data'] {
  try {
    const fields: unknown = parse(FRONT_MATTER.exec(readFileSync(join(CLINICS, file), 'utf8'))?.[1] ?? '');
    return fields && typeof fields === 'object' ? fields : {};
  } catch {
    return {};
  }
}

let fillIns: FillIns | undefined;

/** As the content schemas take them (src/schemas/tools.ts): read once per process. */
function readFillIns(): FillIns {
  const clinics = readdirSync(CLINICS)
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ id: file.slice(0, -3), data: clinicFields(file) }));
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
