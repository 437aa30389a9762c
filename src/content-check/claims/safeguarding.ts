/**
 * A page that speaks of self-harm, suicide, eating disorders or abuse shows the helplines that
 * fit it (its `helplines:` list, from src/content/helplines.yaml), as data: each topic, how it is
 * spoken of, and the helplines any one of which fits.
 */
import type { Problem } from '../../lib/problems/problem.ts';
import type { SourceEntry } from '../entries.ts';
import { entryTexts } from './owner-text.ts';

export interface SensitiveTopic {
  topic: string;
  pattern: RegExp;
  /** The helplines that fit, by id: the page shows at least one of them. */
  helplines: readonly string[];
  /** How often a page names it before it speaks of it (a clinic's name alone is not the subject). */
  mentions: number;
}

export const SENSITIVE_TOPICS: readonly SensitiveTopic[] = [
  {
    topic: 'self-harm or suicide',
    pattern:
      /\b(?:self-harm\w*|harm(?:ing)? (?:yourself|themselves|himself|herself|myself)|suicid\w*|kill(?:ing)? (?:yourself|themselves|myself)|end(?:ing)? (?:your|their|my) (?:own )?life)\b/gi,
    helplines: ['samaritans', 'childline'],
    mentions: 1,
  },
  {
    topic: 'eating disorders',
    pattern: /\b(?:eating disorders?|anorexia|bulimia|binge[- ]eating)\b/gi,
    helplines: ['beat'],
    mentions: 1,
  },
  {
    topic: 'abuse',
    pattern: /\b(?:domestic (?:abuse|violence)|abus(?:e|ive) (?:relationship|partner)|coercive control)\b/gi,
    helplines: [
      'domestic-abuse-england',
      'domestic-abuse-wales',
      'domestic-abuse-scotland',
      'domestic-abuse-northern-ireland',
      'mens-advice-line',
    ],
    mentions: 2,
  },
];

/** The helpline ids an entry shows. */
const shown = (entry: SourceEntry): string[] => {
  const list = (entry.data as { helplines?: unknown } | null)?.helplines;
  return Array.isArray(list) ? list.map(String) : [];
};

export function safeguardingProblems(
  entries: readonly SourceEntry[],
  topics: readonly SensitiveTopic[] = SENSITIVE_TOPICS,
): Problem[] {
  return entries.flatMap((entry) => {
    const texts = entryTexts(entry);
    return topics.flatMap(({ topic, pattern, helplines, mentions }) => {
      if (helplines.some((id) => shown(entry).includes(id))) return [];
      const found = texts.flatMap((piece) => [...piece.text.matchAll(pattern)].map((match) => ({ piece, match })));
      const [first] = found;
      if (!first || found.length < mentions) return [];
      const message = `"${first.match[0]}": the page speaks of ${topic} but shows no helpline for it. Add ${helplines.map((id) => `"${id}"`).join(' or ')} to its helplines (the list at the top of the file; the numbers are in src/content/helplines.yaml).`;
      return [{ file: entry.file, line: first.piece.line, field: first.piece.field, message }];
    });
  });
}
