import { fileURLToPath } from 'node:url';
import type { MdastPluginDefinition, MdastVisitorContext } from 'satteri';
import { siteToday } from '#/config/days.ts';
import { siteSettings, writtenSettings } from '#/config/site.ts';
import {
  fillTokens,
  namesAny,
  tokensOf,
  unsetTokensOf,
  withoutSentencesNaming,
  type ClinicNaming,
  type FillIns,
} from '#/config/fill-ins.ts';
import { contentSources } from '#/schemas/collections.ts';
import { lapsedNames } from '#/lib/credentials.ts';
import { readableEntries } from '#/lib/entries.ts';

/** Its nodes as satteri hands them to a visitor. */
type Visited<Kind extends 'paragraph' | 'heading' | 'listItem'> = Parameters<
  NonNullable<MdastPluginDefinition[Kind]>
>[0];
type Block = Visited<'paragraph'> | Visited<'heading'>;

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
  return {
    tokens: tokensOf(siteSettings(), clinics),
    unset: unsetTokensOf(siteSettings(), clinics),
    lapsed: lapsedNames(writtenSettings(), siteToday()),
  };
}

export const settingsFillIns = (): FillIns => (fillIns ??= readFillIns());

/**
 * Whether a paragraph or heading leaves the page whole: nothing is left of it once its sentences naming an empty
 * setting or a lapsed credential go, or a link or emphasis in it names a lapsed credential (half a sentence would stay).
 */
function goesWhole(block: Block, context: MdastVisitorContext): boolean {
  const { unset, lapsed = [] } = settingsFillIns();
  let kept = false;
  for (const child of block.children) {
    if (child.type === 'text') kept ||= withoutSentencesNaming(child.value, unset, lapsed).trim() !== '';
    else if (namesAny(context.textContent(child), lapsed)) return true;
    else if (child.type !== 'break') kept = true;
  }
  return !kept;
}

const removeIfGone = (block: Block, context: MdastVisitorContext) => {
  if (goesWhole(block, context)) context.removeNode(block);
};

/** A sentence naming an optional setting she left empty, or a credential lapsed, is left out; an unknown token fails the build. */
export const settingsTokensPlugin: MdastPluginDefinition = {
  name: 'settings-tokens',
  text(node, context) {
    const { tokens, unset, lapsed } = settingsFillIns();
    const filled = fillTokens(withoutSentencesNaming(node.value, unset, lapsed), tokens);
    if (filled.unknown.length > 0) {
      const file = context.fileURL ? fileURLToPath(context.fileURL) : 'a Markdown file';
      throw new Error(`${file}: unknown token ${filled.unknown.join(', ')} in the text`);
    }
    if (filled.text !== node.value) context.setProperty(node, 'value', filled.text);
  },
  paragraph: removeIfGone,
  heading: removeIfGone,
  listItem(item: Visited<'listItem'>, context) {
    const blocks = item.children.filter((child) => child.type === 'paragraph' || child.type === 'heading');
    if (blocks.length === item.children.length && blocks.every((block) => goesWhole(block, context)))
      context.removeNode(item);
  },
};
