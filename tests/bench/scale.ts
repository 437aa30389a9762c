/**
 * Scale benchmark (`npm run bench -- --scale`): for N = 0, 100 and 500 extra posts, a scratch copy
 * of the project gets N generated posts (existing articles' text and covers, a week apart after
 * the newest) and is built for real. Prints one table (also bench-results/scale.md) and exits 1,
 * naming the cause, when a build fails or the build's time per post grows faster than linearly. That check
 * uses the CPU time the build used (Linux's /proc), which other work on the machine barely
 * changes; the wall-clock time is shown beside it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { build, scratchCopy } from '../owner/scratch.ts';
import { generatePosts } from './generated-posts.ts';
import { measurePage, type PageBytes } from '../policy/budgets.ts';
import { builtPages } from '../support/built-pages.ts';

const EXTRA_POSTS = [0, 100, 500];
/** The CPU time a post adds may grow this much from the first 100 extra posts to the next 400. */
const MAX_PER_POST_GROWTH = 2;
const SHARE_IMAGE_CACHE = 'node_modules/.cache/og';

interface Row {
  posts: number;
  seconds: number;
  cpuSeconds: number;
  pages: number;
  /** The page whose first visit loads the most bytes. */
  largest: PageBytes;
  headers: [number, number];
  blog: [number, number];
  rss: [number, number];
}

/** Bytes and rule count of a host file: each rule one line the pattern matches. */
function rules(files: string[], rule: RegExp): [number, number] {
  const text = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  return [Buffer.byteLength(text), text.split('\n').filter((line) => rule.test(line)).length];
}

/** CPU seconds used so far by this process's finished children (and theirs): /proc's cutime + cstime, in 1/100 s. */
function childCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

const sizes = (file: string): [number, number] => {
  const bytes = readFileSync(file);
  return [bytes.length, brotliCompressSync(bytes).length];
};

/** Measures the site built in the current folder. */
function measure(posts: number, seconds: number, cpuSeconds: number): Row {
  const pages = builtPages().map(measurePage);
  return {
    posts,
    seconds,
    cpuSeconds,
    pages: pages.length,
    largest: pages.reduce((big, page) => (page.total > big.total ? page : big)),
    headers: rules(['dist/_headers'], /^\//),
    blog: sizes('dist/blog.html'),
    rss: sizes('dist/rss.xml'),
  };
}

/** Builds a scratch copy with `posts` extra posts and measures it; undefined when the build fails. */
function run(posts: number, problems: string[]): Row | undefined {
  const root = process.cwd();
  const dir = scratchCopy();
  try {
    generatePosts(dir, posts);
    const [started, cpuBefore] = [performance.now(), childCpuSeconds()];
    const result = build(dir);
    const seconds = (performance.now() - started) / 1000;
    const cpuSeconds = childCpuSeconds() - cpuBefore;
    if (result.status !== 0) {
      problems.push(`+${posts} posts: the build failed: ${result.output.trim().split('\n').at(-2) ?? ''}`);
      return undefined;
    }
    process.chdir(dir);
    return measure(posts, seconds, cpuSeconds);
  } finally {
    process.chdir(root);
    rmSync(dir, { recursive: true, force: true });
  }
}

const pair = ([bytes, count]: [number, number]) => `${bytes} / ${count}`;
const kb = ([raw, br]: [number, number]) => `${(raw / 1024).toFixed(1)} / ${(br / 1024).toFixed(1)}`;

function table(rows: Row[]): string {
  const head =
    '| extra posts | build s | build CPU s | pages | largest page | its HTML B (br) | its first visit B | _headers B / rules | /blog KB (raw / br) | rss.xml KB (raw / br) |';
  const lines = rows.map(
    (r) =>
      `| ${r.posts} | ${r.seconds.toFixed(1)} | ${r.cpuSeconds.toFixed(1)} | ${r.pages} | ${r.largest.route} | ${r.largest.html} | ${r.largest.total} | ${pair(r.headers)} | ${kb(r.blog)} | ${kb(r.rss)} |`,
  );
  return [head, head.replace(/[^|]+/g, ' --- '), ...lines].join('\n');
}

const cachedImages = () =>
  new Set(existsSync(SHARE_IMAGE_CACHE) ? readdirSync(SHARE_IMAGE_CACHE, { encoding: 'utf8' }) : []);

/** CPU time per post from 0 to 100 extra posts against that from 100 to 500, and whether that is linear. */
function growth(rows: Row[]): { line: string; linear: boolean } | undefined {
  const [none, some, many] = rows;
  if (!none || !some || !many) return undefined;
  const first = (some.cpuSeconds - none.cpuSeconds) / (some.posts - none.posts);
  const next = (many.cpuSeconds - some.cpuSeconds) / (many.posts - some.posts);
  const ms = (seconds: number) => `${(seconds * 1000).toFixed(0)} ms`;
  const line = `Build CPU time per post: ${ms(first)} (first ${some.posts}), ${ms(next)} (next ${many.posts - some.posts}).`;
  return { line, linear: next <= MAX_PER_POST_GROWTH * first };
}

export function benchScale(): number {
  const cachedBefore = cachedImages();
  const problems: string[] = [];
  const rows: Row[] = [];
  try {
    for (const posts of EXTRA_POSTS) {
      console.log(`Building with ${posts} extra posts...`);
      const row = run(posts, problems);
      if (row) rows.push(row);
    }
  } finally {
    // The generated posts' share images are of no use to the next build.
    for (const file of cachedImages()) if (!cachedBefore.has(file)) rmSync(join(SHARE_IMAGE_CACHE, file));
  }
  const perPost = growth(rows);
  if (perPost && !perPost.linear) problems.push(`${perPost.line} More than ${MAX_PER_POST_GROWTH}x: not linear`);
  const report = [
    `# Scale benchmark (${new Date().toISOString().slice(0, 10)})`,
    table(rows),
    perPost?.line ?? '',
    problems.length ? `## Failed\n${problems.map((p) => `- ${p}`).join('\n')}` : '## Within every limit',
  ].join('\n\n');
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/scale.md', `${report}\n`);
  console.log(`\n${report}`);
  return problems.length ? 1 : 0;
}
