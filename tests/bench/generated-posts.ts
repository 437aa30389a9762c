/**
 * Made-up posts for the scale benchmark: today's articles again (their text, tokens and covers), a
 * day apart: 500 of them stay in the past (a post dated after today is not published yet).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const BLOG = 'src/content/blog';
const DAY_MS = 24 * 60 * 60 * 1000;

const field = (text: string, name: string) => new RegExp(`^${name}: "?([^"\\n]*)"?$`, 'm').exec(text)?.[1] ?? '';

/**
 * Writes `count` posts into the project at `dir`, after its newest post. Their titles name the run
 * ("... of 500"), so each run draws its own share images rather than reusing the last run's.
 */
export function generatePosts(dir: string, count: number): void {
  const folder = join(dir, BLOG);
  const sources = readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
  const newest = Math.max(...sources.map((text) => Date.parse(field(text, 'date'))));
  for (let number = 1; number <= count; number += 1) {
    const source = sources[(number - 1) % sources.length] ?? '';
    const date = new Date(newest + number * DAY_MS).toISOString().slice(0, 10);
    const text = source
      .replace(/^title: .*$/m, `title: "Scale test post ${number} of ${count}"`)
      .replace(/^date: .*$/m, `date: "${date}"`);
    writeFileSync(join(folder, `scale-${count}-${number}.md`), text);
  }
}
