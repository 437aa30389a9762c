import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPages, DIST } from '../support/built-pages';
import { subsetWebFont } from '../../scripts/lib/web-font-subset';
import { FONT_CHARACTERS, WEB_FONTS } from '#/config/web-fonts.ts';

/** The text a visitor sees on a built page: the body, without scripts, styles and drawings. */
function visibleText(page: string): string {
  const html = readFileSync(join(DIST, page), 'utf8');
  const body = html.slice(html.indexOf('<body'));
  return body
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');
}

const carried = new Set(FONT_CHARACTERS);
const whitespace = /\s/u;

describe('web fonts', () => {
  it.each(WEB_FONTS)('$file is what scripts/subset-fonts.ts makes from src/config/web-fonts.ts', async (font) => {
    expect((await subsetWebFont(font)).equals(readFileSync(font.file))).toBe(true);
  });

  it.each(builtPages())('every character on %s is in the fonts', (page) => {
    const missing = [...new Set(visibleText(page))].filter((c) => !carried.has(c) && !whitespace.test(c));
    // A missing character still shows, in the fallback font. To carry it, add it to
    // FONT_CHARACTERS in src/config/web-fonts.ts and run `node scripts/subset-fonts.ts`.
    expect(missing.map((c) => `${c} (U+${c.codePointAt(0)?.toString(16).toUpperCase()})`)).toEqual([]);
  });
});
