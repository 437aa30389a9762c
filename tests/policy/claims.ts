/**
 * Words UK advertising rules (ASA/CAP) rule out for hypnotherapy claims, and the few
 * negations that may use them ("I cannot guarantee results" is honest, "guaranteed results" is not).
 */
export const BANNED_CLAIMS =
  /\b(cure[sd]?|curing|guarantee[sd]?|permanent(ly)?|easy|easily|effortless(ly)?|instant(ly)?|miracle|proven|success rate)\b|\b100 ?%/gi;

/** Exact phrases allowed to contain a banned word, each one a negation. */
export const ALLOWED_NEGATIONS: readonly string[] = [
  'cannot guarantee',
  'can’t guarantee',
  'no guarantee',
  'not a cure',
];

/** The banned words in a text, with a little context each, outside the allowed negations. */
export function bannedClaims(text: string, allowed: readonly string[] = ALLOWED_NEGATIONS): string[] {
  let cleared = text;
  for (const phrase of allowed)
    cleared = cleared.replace(new RegExp(phrase, 'gi'), (match) => ' '.repeat(match.length));
  return [...cleared.matchAll(BANNED_CLAIMS)].map((match) =>
    text.slice(Math.max(0, match.index - 30), match.index + 30).trim(),
  );
}

/** Placeholder text that must never be published. */
export const PLACEHOLDERS = /\blorem\b|\bipsum\b|\bTODO\b|\bTBD\b|coming soon|\{[a-zA-Z]+\}/gi;
