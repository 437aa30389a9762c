/** Warnings in `npm run build` and dev, which still publish; `npm run build:live` refuses them. */
import type { Problem } from '#/config/problems/problem.ts';
import { claimMessage, claimsIn, isQuote } from '#/content-check/claims/find.ts';
import { allEntries, ownerTexts } from '#/content-check/claims/owner-text.ts';
import { namedChildren, repeatedHelpHeadings, safeguardingProblems } from '#/content-check/claims/safeguarding.ts';

/** Each able to show helplines. */
const PAGES = new Set(['blog', 'services', 'clinics', 'pages']);

export function ownerTextProblems({ live = false } = {}): Problem[] {
  const all = allEntries();
  const pages = all.flatMap(([name, entries]) => (PAGES.has(name) ? entries : []));
  const quotes = all.flatMap(([name, entries]) => (name === 'testimonials' ? entries : []));
  const problems = [
    ...ownerTexts().flatMap(({ text, ...at }) =>
      claimsIn(text).map((claim) => ({ ...at, message: claimMessage(claim, isQuote(at.file, at.field)) })),
    ),
    ...safeguardingProblems(pages),
    ...repeatedHelpHeadings(pages),
    ...namedChildren(quotes),
  ];
  return live ? problems : problems.map((problem) => ({ ...problem, severity: 'warning' as const }));
}
