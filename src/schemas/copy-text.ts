/** Shared by the content schemas and the editor's preview. No Zod here: the preview runs it in the browser. */
import { fillTokens, namesAny, withoutSentencesNaming } from '#/config/fill-ins.ts';
import { typeset } from '#/schemas/smart-punctuation.ts';

/**
 * A sentence naming an `unset` token or a `lapsed` credential is left out; a text that is only such sentences is
 * told to reword.
 */
export function shownCopy(
  value: string,
  tokens: Readonly<Record<string, string>>,
  unset: readonly string[] = [],
  lapsed: readonly string[] = [],
) {
  const kept = withoutSentencesNaming(value, unset, lapsed).trim();
  const filled = fillTokens(kept || value, tokens);
  const known = Object.keys(tokens)
    .map((name) => `{${name}}`)
    .join(', ');
  const lapsedName = kept ? undefined : lapsed.find((name) => namesAny(value, [name]));
  return {
    text: typeset(filled.text),
    problems: [
      ...filled.unknown.map((token) =>
        unset.includes(token.slice(1, -1))
          ? `uses ${token}, which the Practice settings leave empty. Fill it in there, or reword this without it.`
          : `uses ${token}, which is not a fill-in. Known fill-ins: ${known}.`,
      ),
      ...(lapsedName
        ? [
            `names ${lapsedName}, whose “valid until” day in the Practice settings has come, so the site leaves out what names it, and nothing of this text would be left. Reword it, or renew and write the new date.`,
          ]
        : []),
    ],
  };
}
