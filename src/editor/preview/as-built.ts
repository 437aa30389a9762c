/**
 * marked's tokens of a body, changed to say what the build's parser (satteri) says: smart punctuation and
 * {tokens} filled in her words only (never in code, raw HTML, a bare address or a picture's description), and no
 * column alignment in a table (the build writes it as a style, which the owner-text allow-list removes).
 */
import { fillTokens } from '#/config/fill-ins.ts';

/** A table cell is a token without a type. */
export interface Token {
  type?: string;
  raw?: string;
  text?: string;
  tokens?: Token[];
  items?: Token[];
  header?: Token[];
  rows?: Token[][];
  align?: string | null;
  href?: string;
}

export interface Marked {
  getDefaults(): object;
  Lexer: { lex(markdown: string, options: object): Token[] };
  Parser: { parse(tokens: Token[], options: object): string };
}

/** A tight list item's text is a `text` block. */
const TEXT_BLOCKS = new Set(['paragraph', 'heading', 'text']);

const linesOf = (blocks: Token[]): Token[] =>
  blocks.flatMap((block) => {
    const cells = [...(block.header ?? []), ...(block.rows ?? []).flat()];
    if (cells.length) return cells;
    return TEXT_BLOCKS.has(block.type ?? '') ? [block] : linesOf([...(block.tokens ?? []), ...(block.items ?? [])]);
  });

const picturesIn = (tokens: Token[]): string[] =>
  tokens.flatMap((token) => [...(token.type === 'image' ? [token.href ?? ''] : []), ...picturesIn(token.tokens ?? [])]);

/** Returns the pictures the text names (the build's to optimise). */
export function asBuilt(blocks: Token[], values: Readonly<Record<string, string>>): Set<string> {
  const lines = linesOf(blocks);
  for (const line of lines) {
    if (line.align) line.align = null;
    typeset(line.tokens ?? [], values);
  }
  return new Set(lines.flatMap((line) => picturesIn(line.tokens ?? [])));
}

interface Piece {
  written: string;
  words?: { token: Token; scope: Token[]; fill: boolean };
}

/** Markup's source is kept: it is the quotes' neighbours. */
function piecesOf(tokens: Token[], scope = tokens, fill = true): Piece[] {
  return tokens.flatMap((token) => {
    const raw = token.raw ?? '';
    if (token.type === 'text' && !token.tokens) return [{ written: token.text ?? '', words: { token, scope, fill } }];
    if (!token.tokens || (token.type === 'link' && !raw.startsWith('['))) return [{ written: raw }];
    const inner = token.tokens.map((part) => part.raw ?? '').join('');
    const at = Math.max(0, raw.indexOf(inner));
    // A link's or a picture's words pair their quotes among themselves.
    const own = token.type === 'link' || token.type === 'image' ? token.tokens : scope;
    return [
      { written: raw.slice(0, at) },
      ...piecesOf(token.tokens, own, fill && token.type !== 'image'),
      { written: raw.slice(at + inner.length) },
    ];
  });
}

interface Quote {
  piece: Piece;
  index: number;
  char: string;
  canOpen: boolean;
  canClose: boolean;
  curly?: string;
}

function typeset(line: Token[], values: Readonly<Record<string, string>>): void {
  const pieces = piecesOf(line);
  const whole = pieces.map(({ written }) => written).join('');
  const quotes: Quote[] = [];
  let at = 0;
  for (const piece of pieces) {
    if (piece.words)
      for (const { index, 0: char } of piece.written.matchAll(/['"]/g))
        quotes.push({ piece, index, char, ...flanks(char, whole[at + index - 1], whole[at + index + 1]) });
    at += piece.written.length;
  }
  for (const scope of new Set(pieces.map(({ words }) => words?.scope)))
    curlQuotes(quotes.filter(({ piece }) => piece.words?.scope === scope));
  for (const piece of pieces) {
    if (!piece.words) continue;
    const chars = piece.written.split('');
    for (const quote of quotes) if (quote.piece === piece) chars[quote.index] = quote.curly ?? quote.char;
    const text = chars.join('').replace(/-{2,}/g, dashes).replaceAll('...', '…');
    piece.words.token.text = piece.words.fill ? fillTokens(text, values).text : text;
  }
}

const isSpace = (char: string | undefined) => !char || /\s/.test(char);
const isPunctuation = (char: string | undefined) => !!char && /[\p{P}\p{S}]/u.test(char);

/**
 * CommonMark's flanking, as for `_`; a double quote also next to a word, but not after a digit (24" is inches);
 * an apostrophe after a bracket never opens: "(ab)'s".
 */
function flanks(char: string, before: string | undefined, after: string | undefined) {
  const isDouble = char === '"';
  const canOpen =
    !isSpace(after) &&
    (!before ||
      isSpace(before) ||
      (isPunctuation(before) && (isDouble || !/[\])]/.test(before))) ||
      (isDouble && !isPunctuation(after) && !/\d/.test(before)));
  const canClose =
    !!before && !isSpace(before) && (isSpace(after) || isPunctuation(after) || (isDouble && !isPunctuation(before)));
  return { canOpen, canClose };
}

/**
 * As the build's parser pairs them in one line: an apostrophe is ’, and makes the last one that could open ‘ when
 * it closes; a double quote closes the open one (”), else opens (“), else is ” when it could only close, else “.
 */
function curlQuotes(quotes: Quote[]): void {
  let single: Quote | undefined;
  let doubleOpen = false;
  for (const quote of quotes) {
    if (quote.char === "'") {
      if (single && quote.canClose) {
        single.curly = '‘';
        single = undefined;
      } else if (quote.canOpen) single = quote;
      quote.curly = '’';
    } else if (quote.canClose && doubleOpen) {
      doubleOpen = false;
      quote.curly = '”';
    } else {
      doubleOpen ||= quote.canOpen;
      quote.curly = quote.canOpen || !quote.canClose ? '“' : '”';
    }
  }
}

function dashes(run: string): string {
  const count = run.length;
  const [em, en] =
    count % 3 === 0
      ? [count / 3, 0]
      : count % 2 === 0
        ? [0, count / 2]
        : count % 3 === 2
          ? [(count - 2) / 3, 1]
          : [(count - 4) / 3, 2];
  return '—'.repeat(em) + '–'.repeat(en);
}
