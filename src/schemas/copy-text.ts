/**
 * Owner copy as the site shows it (a YAML text field: a title, a lead, a quote...): {tokens} filled
 * from the settings, typewriter apostrophes made typographic. The content schemas (src/schemas/text.ts)
 * and the web editor's preview both use it. No Zod here: the preview runs it in the browser.
 */
import { fillTokens, unsetTokenMessage, withoutSentencesNaming } from '#/config/fill-ins/index.ts';

/** "Won't" -> "Won’t", "parents' " -> "parents’ " (Markdown bodies get this from smart punctuation). */
const typographicApostrophes = (value: string) => value.replace(/(\w)'(?=\w|\s|$|[.,;:!?])/g, '$1’');

export interface ShownCopy {
  text: string;
  /** What the build says of each unknown token. */
  problems: string[];
}

/**
 * `unset`: the optional settings' tokens left empty, and switched-off clinics': a sentence naming
 * one is left out, as in a Markdown body; a text that is only such a sentence (a title) is told
 * to fill the setting in or reword.
 */
export function shownCopy(
  value: string,
  tokens: Readonly<Record<string, string>>,
  unset: readonly string[] = [],
): ShownCopy {
  const kept = withoutSentencesNaming(value, unset).trim();
  const filled = fillTokens(kept || value, tokens);
  const known = Object.keys(tokens)
    .map((name) => `{${name}}`)
    .join(', ');
  return {
    text: typographicApostrophes(filled.text),
    problems: filled.unknown.map((token) =>
      unset.includes(token.slice(1, -1))
        ? unsetTokenMessage(token)
        : `uses ${token}, which is not a token. Known tokens: ${known}.`,
    ),
  };
}
