/** A scratch copy of the project for the owner's edits and mistakes, built as she would build it. */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, relative, resolve } from 'node:path';

const root = resolve('.');
/** Top-level folders a scratch copy does without (tests/dist stays: its checks run there). */
const LEFT_OUT = new Set(['node_modules', 'dist', '.build-tmp', 'dist.old', '.git', 'test-results', 'bench-results']);

/** The caches Astro and Vite write under node_modules: each copy has its own, so copies build side by side. */
const CACHES = new Set(['.astro', '.vite']);

export function scratchCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'owner-'));
  cpSync(root, dir, { recursive: true, filter: (path) => !LEFT_OUT.has(relative(root, path)) });
  const modules = join(root, 'node_modules');
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules).filter((entry) => !CACHES.has(entry)))
    symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  // Seeded with the project's own (the pictures already optimised), copied: never written back.
  if (existsSync(join(modules, '.astro')))
    cpSync(join(modules, '.astro'), join(dir, 'node_modules', '.astro'), { recursive: true });
  return dir;
}

export const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
export const write = (dir: string, file: string, text: string) => writeFileSync(join(dir, file), text);

/** Changes a file as the owner would; fails if the change changes nothing (the test would prove nothing). */
export function edit(dir: string, file: string, change: (text: string) => string): string {
  const before = read(dir, file);
  const after = change(before);
  if (after === before) throw new Error(`The edit of ${file} changed nothing`);
  writeFileSync(join(dir, file), after);
  return after;
}

export function run(dir: string, command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, {
    cwd: dir,
    encoding: 'utf8',
    env: {
      ...process.env,
      NO_COLOR: '1',
      // As a host runs it: not the test runner's (a DEV=1 would read as astro dev and publish drafts).
      NODE_ENV: '',
      DEV: '',
      PATH: `${join(root, 'node_modules', '.bin')}${delimiter}${process.env['PATH'] ?? ''}`,
      ...env,
    },
  });
  // Astro names the kind of a refused build's error before its first line: the owner's lines follow it.
  const stderr = result.stderr.replace(/^\[AstroUserError\] /, '');
  return { status: result.status, output: `${result.stdout}${stderr}`, stderr };
}

/** The last line of a refused build: the site as it was. */
export const NOTHING_PUBLISHED = /Nothing was published: the site stays as it was \(dist\/ unchanged\)\./;

/** What a build publishes: the site. */
const PUBLISHED = ['dist'];

/** A live site in a scratch copy, for a refused build to leave as it was. */
export function publishLiveSite(dir: string): void {
  mkdirSync(join(dir, 'dist', 'blog'), { recursive: true });
  writeFileSync(join(dir, 'dist', 'index.html'), 'the site that is live');
  writeFileSync(join(dir, 'dist', 'blog', 'post.html'), 'a post that is live');
}

/** A fingerprint of everything published, to prove a failed build touched none of it. */
export function published(dir: string): string {
  const hash = createHash('sha256');
  const add = (path: string) => {
    const full = join(dir, path);
    if (!existsSync(full)) return hash.update(`${path}: none`);
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(join(path, name));
      return hash;
    }
    return hash.update(path).update(readFileSync(full));
  };
  PUBLISHED.forEach(add);
  return hash.digest('hex');
}

/** `npm run build`, or with `--live` the hosts' `npm run build:live`. */
export const build = (dir: string, live?: '--live', env: Record<string, string> = {}) =>
  run(dir, 'npm', ['run', '--silent', live ? 'build:live' : 'build'], env);

/** The 1-based line of the first line of `text` that matches. */
export function lineOf(text: string, pattern: RegExp): number {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`No line matches ${String(pattern)}`);
  return index + 1;
}

/** Every file under a folder, each path starting with the folder's. */
export const filesIn = (folder: string): string[] =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** A built page's Content-Security-Policy, as its meta element gives it. */
export const policyOf = (html: string) =>
  /<meta http-equiv="content-security-policy" content="([^"]+)">/i.exec(html)?.[1] ?? '';

/**
 * A paragraph linking to `path` ("/clinics/dental") in each way she may write a link to a page of her site (the
 * words of each "link form N"), all of which the content check takes: inline, reference-style, HTML, her site's
 * own address with and without www, a trailing slash, a query, a fragment, a relative address (from a page one
 * folder down) and the .html form. Autolinks, whose words are the address, are tests/unit/draft-links.test.ts's.
 */
export function everyLinkForm(path: string, siteUrl: string): string {
  const forms = [
    `[link form 1](${path})`,
    `[link form 2][form-2]`,
    `<a href="${path}">link form 3</a>`,
    `[link form 4](${siteUrl}${path})`,
    `[link form 5](${siteUrl.replace('://www.', '://')}${path})`,
    `[link form 6](${path}/)`,
    `[link form 7](${path}?from=here)`,
    `[link form 8](${path}#part)`,
    `[link form 9](..${path})`,
    `[link form 10](${path}.html)`,
  ];
  return `\n${forms.join(', ')}.\n\n[form-2]: ${path}\n`;
}

/** The words of each link everyLinkForm writes. */
export const LINK_FORM_WORDS = Array.from({ length: 10 }, (_, index) => `link form ${index + 1}`);
