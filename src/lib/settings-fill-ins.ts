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
type Visited<Kind extends 'paragraph' | 'heading' | 'listItem' | 'text'> = Parameters<
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

type Inline = Block['children'][number];

/** Where each sentence of a text ends: after ".", "!" or "?" and the spaces that follow (as withoutSentencesNaming). */
const sentenceEnds = (text: string) => [...text.matchAll(/(?<=[.!?])\s+/g)].map((end) => end.index + end[0].length);

/**
 * A paragraph's or heading's sentences, which may run through a link or emphasis: each inline child's text once
 * those naming an empty setting, an answer that rules them out or a lapsed credential are gone, and whether nothing
 * is left of it (a link inside such a sentence goes with it).
 */
function sentencesKept(block: Readonly<Block>, context: MdastVisitorContext) {
  const { unset, lapsed = [] } = settingsFillIns();
  const parts = block.children.map((child) => (child.type === 'text' ? child.value : context.textContent(child)));
  const words = parts.join('');
  const gone: [number, number][] = [];
  let start = 0;
  for (const end of [...sentenceEnds(words), words.length]) {
    const sentence = words.slice(start, end);
    if (sentence !== '' && withoutSentencesNaming(sentence, unset, lapsed) === '') gone.push([start, end]);
    start = end;
  }
  let offset = 0;
  return parts.map((part) => {
    const [from, to] = [offset, offset + part.length];
    offset = to;
    let kept = '';
    let at = from;
    for (const [goneFrom, goneTo] of gone) {
      if (goneTo <= at || goneFrom >= to) continue;
      kept += words.slice(at, Math.max(at, goneFrom));
      at = Math.min(to, goneTo);
    }
    kept += words.slice(at, to);
    return { kept, whole: part.length > 0 && kept === '' };
  });
}

/**
 * Whether a paragraph or heading leaves the page whole: nothing is left of it once its sentences naming an empty
 * setting or a lapsed credential go, or a link or emphasis in it names a lapsed credential (half a sentence would stay).
 */
function goesWhole(block: Block, context: MdastVisitorContext): boolean {
  const { lapsed = [] } = settingsFillIns();
  if (block.children.some((child) => child.type !== 'text' && namesAny(context.textContent(child), lapsed)))
    return true;
  const kept = sentencesKept(block, context);
  return block.children.every((child, at) => child.type === 'break' || (kept[at]?.kept.trim() ?? '') === '');
}

/** The whole block, or what of it her settings leave out: a link or emphasis inside a sentence that goes. */
const removeIfGone = (block: Block, context: MdastVisitorContext) => {
  if (goesWhole(block, context)) return context.removeNode(block);
  const kept = sentencesKept(block, context);
  block.children.forEach((child: Inline, at) => {
    if (child.type !== 'text' && kept[at]?.whole) context.removeNode(child);
  });
};

const isBlock = (node: { type: string } | undefined): node is Block =>
  node?.type === 'paragraph' || node?.type === 'heading';

/** A text's words once its sentences that go are gone: in a paragraph or heading, by their whole sentences. */
function keptText(node: Visited<'text'>, context: MdastVisitorContext): string {
  const { unset, lapsed } = settingsFillIns();
  const parent = context.parent(node);
  const at = context.indexOf(node);
  if (!isBlock(parent) || at === undefined) return withoutSentencesNaming(node.value, unset, lapsed);
  return sentencesKept(parent, context)[at]?.kept ?? node.value;
}

/** A sentence naming an optional setting she left empty, or a credential lapsed, is left out; an unknown token fails the build. */
export const settingsTokensPlugin: MdastPluginDefinition = {
  name: 'settings-tokens',
  text(node, context) {
    const filled = fillTokens(keptText(node, context), settingsFillIns().tokens);
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
