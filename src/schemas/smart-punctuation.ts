/**
 * The site's one smart punctuation: straight quotes curled, -- and --- as dashes, ... as an ellipsis. For a field's
 * text as for each line of a Markdown body (src/lib/markdown-typography.ts), whose markup comes as pieces that are
 * not words: their characters are the quotes' neighbours, as in what she wrote, and are never changed. Pure: the
 * editor's preview runs it too.
 */

export interface Piece {
  text: string;
  /** Words, whose quotes pair with those of the same scope (a link's among themselves); none for markup. */
  scope?: object;
}

interface Quote {
  piece: number;
  index: number;
  char: string;
  canOpen: boolean;
  canClose: boolean;
  curly?: string;
}

/** Each piece's text as shown (markup as written). */
export function typesetPieces(pieces: readonly Piece[]): string[] {
  const whole = pieces.map(({ text }) => text).join('');
  const quotes: Quote[] = [];
  let at = 0;
  pieces.forEach(({ text, scope }, piece) => {
    if (scope)
      for (const { index, 0: char } of text.matchAll(/['"]/g))
        quotes.push({ piece, index, char, ...flanks(char, whole[at + index - 1], whole[at + index + 1]) });
    at += text.length;
  });
  for (const scope of new Set(pieces.map((piece) => piece.scope)))
    if (scope) curlQuotes(quotes.filter(({ piece }) => pieces[piece]?.scope === scope));
  return pieces.map(({ text, scope }, piece) => {
    if (!scope) return text;
    const chars = text.split('');
    for (const quote of quotes) if (quote.piece === piece) chars[quote.index] = quote.curly ?? quote.char;
    return chars.join('').replace(/-{2,}/g, dashes).replaceAll('...', '…');
  });
}

/** A field's text, as one line of words. */
export const typeset = (text: string): string => typesetPieces([{ text, scope: {} }])[0] ?? text;

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
 * Paired in one line: an apostrophe is ’, and makes the last one that could open ‘ when it closes; a double quote
 * closes the open one (”), else opens (“), else is ” when it could only close, else “.
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

/** -- is –, --- is —; a longer run is em dashes where its length allows, then en dashes (---- is ––). */
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
