/** A page that speaks of self-harm, suicide, eating disorders or abuse shows a helpline that fits (`helplines:`). */
import type { Problem } from '#/config/problems/problem.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { entryTexts } from '#/content-check/claims/owner-text.ts';

export interface SensitiveTopic {
  topic: string;
  pattern: RegExp;
  /** The page shows at least one of them. */
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

const HELP_HEADING = /^#{2,6}\s+(.*\bhelp now\b.*)$/i;

/** One "If you need help now" section: the helplines' own. */
export function repeatedHelpHeadings(entries: readonly SourceEntry[]): Problem[] {
  return entries.flatMap((entry) => {
    const { body } = entry;
    if (shown(entry).length === 0 || !body) return [];
    return body.text.split('\n').flatMap((line, index) => {
      const heading = HELP_HEADING.exec(line)?.[1];
      if (!heading) return [];
      const message = `"${heading}": the page already shows its helplines under their own heading. Delete this heading and keep its words in the section above.`;
      return [{ file: entry.file, line: body.firstLine + index, field: 'text', message }];
    });
  });
}

/** Never a young person's name beside their age. */
const INITIAL = /^\p{Lu}\.?$/u;

export function namedChildren(entries: readonly SourceEntry[]): Problem[] {
  return entries.flatMap((entry) => {
    const quote = entry.data as { author?: unknown; parentOf?: unknown };
    const author = typeof quote.author === 'string' ? quote.author.trim() : '';
    if (quote.parentOf !== true || !author || INITIAL.test(author)) return [];
    const message = `"${author}" names a child beside their age. Give their initial only, e.g. "${author.charAt(0)}.", and leave their name out of the words too.`;
    return [{ file: entry.file, line: entry.yaml.lineOf([...entry.at, 'author']), field: 'author', message }];
  });
}
