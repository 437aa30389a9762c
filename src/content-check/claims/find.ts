import { CLAIM_RULES, DENIAL, type ClaimRule } from '#/content-check/claims/rules.ts';

/** A clause ends at these; a denial counts only inside the phrase's own clause. */
const CLAUSE_END = /[,;:—–()]/g;

const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** "I cannot guarantee results" denies it. */
function denied(sentence: string, at: number): boolean {
  const before = sentence.slice(0, at);
  const clauseStart = Math.max(0, ...[...before.matchAll(CLAUSE_END)].map((end) => end.index + 1));
  return DENIAL.test(before.slice(clauseStart));
}

/** Honest denials and sourced figures pass. */
export function claimsIn(text: string, rules: readonly ClaimRule[] = CLAIM_RULES) {
  return sentences(text).flatMap((sentence) =>
    rules.flatMap((rule) => {
      if (rule.about && !rule.about.test(sentence)) return [];
      if (rule.unless?.test(sentence)) return [];
      const everywhere = new RegExp(rule.pattern.source, 'gi');
      return [...sentence.matchAll(everywhere)]
        .filter((match) => !denied(sentence, match.index))
        .map((match) => ({ phrase: match[0], rule }));
    }),
  );
}

/** A client's words: every quote is in the testimonials list. */
export const isQuote = (file: string, field: string | undefined) =>
  file.endsWith('/testimonials.yaml') && field === 'content';

/** Also the web editor's preview's words. A quote is never reworded: it is the client's, or it is left out. */
export const claimMessage = ({ phrase, rule }: { phrase: string; rule: ClaimRule }, quote = false) =>
  `"${phrase}" ${rule.does} (CAP Code ${rule.cap}). ${
    quote
      ? 'A quote must be your client’s own words, so do not change them: choose another quote, or leave this one out.'
      : `Instead, ${rule.instead}`
  }`;
