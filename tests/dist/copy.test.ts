import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsIn } from '#/content-check/claims/find.ts';
import { PLACEHOLDERS } from '../policy/claims';
import { builtPages, DIST } from '../support/built-pages';
import { postSlugs } from '../e2e/routes';

const MIN_ARTICLE_WORDS = 700;

const decode = (text: string) =>
  text.replace(/&#39;|&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/&nbsp;|&#160;/g, ' ');

/** What a visitor or search engine reads: the title, meta description, alt text and visible text. */
function publishedText(html: string): string {
  const meta = [...html.matchAll(/<(?:title|meta name="description" content="|img[^>]*alt=")([^"<]*)/g)].map((m) => m[1]);
  const body = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
  return decode([...meta, body].join(' '));
}

const proseWords = (html: string) =>
  decode(/<div class="prose">([\s\S]*?)<\/div>\s*<\/div>/.exec(html)?.[1]?.replace(/<[^>]+>/g, ' ') ?? '')
    .split(/\s+/)
    .filter(Boolean).length;

describe('published copy', () => {
  it.each(builtPages())('%s has no placeholder text and no risky claims', (page) => {
    const text = publishedText(readFileSync(join(DIST, page), 'utf8'));
    expect(text.match(PLACEHOLDERS) ?? []).toEqual([]);
    expect(claimsIn(text).map(({ phrase, rule }) => `${phrase}: ${rule.does}`)).toEqual([]);
  });

  it.each(postSlugs)('the article %s has at least 700 words', (slug) => {
    const words = proseWords(readFileSync(join(DIST, 'blog', `${slug}.html`), 'utf8'));
    console.log(`${slug}: ${words} words`);
    expect(words).toBeGreaterThanOrEqual(MIN_ARTICLE_WORDS);
  });
});
