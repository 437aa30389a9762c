import { describe, expect, it } from 'vitest';
import { ownerTextProblems } from '#/content-check/claims/index.ts';
import { claimsIn } from '#/content-check/claims/find.ts';
import { CLAIM_RULES } from '#/content-check/claims/rules.ts';
import {
  namedChildren,
  repeatedHelpHeadings,
  safeguardingProblems,
  SENSITIVE_TOPICS,
} from '#/content-check/claims/safeguarding.ts';
import type { SourceEntry } from '#/lib/entries.ts';
import { formatProblem } from '#/config/problems/problem.ts';
import { PLACEHOLDERS } from '../policy/claims';

const doing = (text: string) => claimsIn(text).map(({ rule }) => rule.does);

describe('the claims rules (src/content-check/claims/rules.ts)', () => {
  it.each(CLAIM_RULES)('"$does" catches its example', (rule) => {
    expect(doing(rule.example)).toContain(rule.does);
  });

  it.each(CLAIM_RULES)('"$does" lets its honest wording through, and so does every other rule', (rule) => {
    expect(doing(rule.honest)).toEqual([]);
  });

  it.each(CLAIM_RULES)('"$does" names CAP Code rules and a wording to use instead', (rule) => {
    expect(rule.cap).toMatch(/^\d+\.\d+(, \d+\.\d+)*$/);
    expect(rule.instead.length).toBeGreaterThan(20);
  });

  it('denies a phrase only within its own clause', () => {
    expect(doing('I cannot guarantee results, but this is guaranteed.')).toEqual(['guarantees a result']);
    expect(doing('It does not treat pain; it treats insomnia.')).toEqual(['claims to treat a medical condition']);
  });

  it('leaves ordinary words that contain the letters alone', () => {
    expect(doing('Your health, a treat for yourself, and calm procured with ease at the secure venue.')).toEqual([]);
  });

  it('asks a number of sessions to be about weight before it counts', () => {
    expect(doing('Many people come for six sessions.')).toEqual([]);
    expect(doing('Lose weight in six sessions.')).toEqual(['gives a number of sessions for weight loss']);
  });
});

describe('the owner’s text as shipped', () => {
  it('breaks no claims or safeguarding rule, so build:live can publish it', () => {
    expect(ownerTextProblems({ live: true }).map(formatProblem)).toEqual([]);
  });
});

const page = (text: string, helplines: string[] = []): SourceEntry => ({
  id: 'page',
  file: 'src/content/blog/page.md',
  at: [],
  data: { title: 'A page', helplines },
  yaml: { data: {}, lineOf: () => 2 },
  body: { text: `Intro.\n${text}\n`, firstLine: 5 },
});

describe('the safeguarding check', () => {
  it.each(SENSITIVE_TOPICS)('names a page that speaks of $topic without a fitting helpline', (topic) => {
    const words = {
      'self-harm or suicide': 'thoughts of suicide',
      'eating disorders': 'an eating disorder',
      abuse: 'domestic abuse',
    }[topic.topic];
    const text = Array.from({ length: topic.mentions }, () => `Some people live with ${words ?? ''}.`).join('\n');
    const [problem] = safeguardingProblems([page(text)], [topic]);
    expect(problem && formatProblem(problem)).toMatch(
      new RegExp(
        `^src/content/blog/page\\.md, line 6, text: ".+": the page speaks of ${topic.topic} but shows no helpline for it\\. Add "${topic.helplines[0] ?? ''}"`,
      ),
    );
    expect(safeguardingProblems([page(text, [topic.helplines.at(-1) ?? ''])], [topic])).toEqual([]);
  });

  it('lets a page that names the domestic-abuse clinic once go without its helplines', () => {
    expect(safeguardingProblems([page('A free clinic for survivors of domestic abuse.')])).toEqual([]);
  });
});

describe('PLACEHOLDERS', () => {
  it('finds lorem ipsum, TODO and unreplaced tokens', () => {
    expect('Lorem ipsum. TODO: fix. Call {phone}.'.match(PLACEHOLDERS)).toHaveLength(4);
  });
  it('leaves real copy alone', () => {
    expect('Today I will call you back (within one working day).'.match(PLACEHOLDERS)).toBeNull();
  });
});

describe('one help section per page, and no child named in a quote', () => {
  it('names a second "help now" heading on a page that shows helplines', () => {
    const entry = page('## If you need help now\nCall someone.', ['samaritans']);
    expect(repeatedHelpHeadings([entry]).map(formatProblem)).toEqual([
      'src/content/blog/page.md, line 6, text: "If you need help now": the page already shows its helplines under their own heading. Delete this heading and keep its words in the section above.',
    ]);
    expect(repeatedHelpHeadings([page('## If you need help now\nCall someone.')])).toEqual([]);
  });

  const quote = (author: string, parentOf: boolean): SourceEntry => ({
    id: 'teen',
    file: 'src/content/testimonials.yaml',
    at: [0],
    data: { content: 'Words.', author, age: 15, parentOf },
    yaml: { data: [], lineOf: () => 3 },
  });

  it('names a parent’s quote that gives the child’s name with their age', () => {
    expect(namedChildren([quote('Maya', true)]).map(formatProblem)).toEqual([
      'src/content/testimonials.yaml, line 3, author: "Maya" names a child beside their age. Give their initial only, e.g. "M.", and leave their name out of the words too.',
    ]);
  });

  it('lets an initial, or an adult’s own first name, through', () => {
    expect(namedChildren([quote('M.', true), quote('Maya', false)])).toEqual([]);
  });
});
