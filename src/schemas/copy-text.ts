/** Shared by the content schemas and the editor's preview. No Zod here: the preview runs it in the browser. */
import { fillTokens, withoutSentencesNaming } from '#/config/fill-ins.ts';
import { typeset } from '#/schemas/smart-punctuation.ts';

/** A sentence naming an `unset` token is left out; a text that is only such a sentence is told to reword. */
export function shownCopy(value: string, tokens: Readonly<Record<string, string>>, unset: readonly string[] = []) {
  const kept = withoutSentencesNaming(value, unset).trim();
  const filled = fillTokens(kept || value, tokens);
  const known = Object.keys(tokens)
    .map((name) => `{${name}}`)
    .join(', ');
  return {
    text: typeset(filled.text),
    problems: filled.unknown.map((token) =>
      unset.includes(token.slice(1, -1))
        ? `uses ${token}, which the Practice settings leave empty. Fill it in there, or reword this without it.`
        : `uses ${token}, which is not a token. Known tokens: ${known}.`,
    ),
  };
}
