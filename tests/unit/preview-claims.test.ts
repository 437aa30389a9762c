/** The web editor lists the claims the content check warns of, in the check's words, with the field each is in. */
import { describe, expect, it } from 'vitest';
import { claimMessage, claimsIn } from '#/content-check/claims/find.ts';
import { CLAIM_RULES } from '#/content-check/claims/rules.ts';
import { claimProblems } from '#/editor/preview/problems.ts';

const FILE = 'src/content/blog/a-post.md';

describe('the preview’s claim problems', () => {
  const [rule] = CLAIM_RULES;
  if (!rule) throw new Error('no claim rules');
  const [claim] = claimsIn(rule.example);
  if (!claim) throw new Error(`the rule's example finds no claim: ${rule.example}`);

  it('name a claim in the text, as the build does', () => {
    expect(claimProblems(FILE, {}, `Fine.\n${rule.example}`)).toEqual([
      { file: FILE, field: 'text', message: claimMessage(claim) },
    ]);
  });

  it('name a claim in a field, even inside a group', () => {
    expect(claimProblems(FILE, { title: rule.example, homeCard: { title: rule.example } }, undefined)).toEqual([
      { file: FILE, field: 'title', message: claimMessage(claim) },
      { file: FILE, field: 'homeCard', message: claimMessage(claim) },
    ]);
  });

  it('ask for another quote, never another wording, where a claim is in a client’s words', () => {
    const quote = 'src/content/testimonials.yaml';
    const [told] = claimProblems(quote, { content: rule.example }, undefined);
    expect(told?.message).toMatch(/choose another quote, or leave this one out\.$/);
    expect(told?.message).not.toContain(rule.instead);
  });

  it('let honest wording through', () => {
    expect(claimProblems(FILE, { title: rule.honest }, rule.honest)).toEqual([]);
  });
});
