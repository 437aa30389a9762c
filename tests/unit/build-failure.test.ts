import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve('.');
let scratch: string;

/** A scratch copy of the project whose dist/ holds a previous, good build. */
function freshCopy(): string {
  const dir = mkdtempSync(join(scratch, 'site-'));
  for (const item of ['src', 'scripts', 'astro.config.ts', 'tsconfig.json', 'package.json']) {
    cpSync(join(root, item), join(dir, item), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), 'previous good build');
  return dir;
}

function edit(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, change(readFileSync(path, 'utf8')));
}

function build(dir: string) {
  const bin = join(root, 'node_modules', '.bin');
  const run = spawnSync('node', ['scripts/build.ts'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env['PATH'] ?? ''}`, NO_COLOR: '1' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('bad content fails the build and publishes nothing', () => {
  beforeAll(() => {
    scratch = mkdtempSync(join(tmpdir(), 'hypno-build-'));
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it.each([
    {
      name: 'a post with no title',
      file: 'src/content/blog/dental_anxiety.md',
      change: (text: string) => text.replace(/^title:.*\n/m, ''),
      expected: [/dental_anxiety\.md/, /title/],
    },
    {
      name: 'a post naming an unknown clinic id',
      file: 'src/content/blog/teen_anxiety.md',
      change: (text: string) => text.replace(/^clinic:.*$/m, 'clinic: "teenz"'),
      expected: [/teen_anxiety\.md/, /clinic: "teenz" is not one of the clinics/],
    },
    {
      name: 'a malformed date',
      file: 'src/content/pages/privacy.md',
      change: (text: string) => text.replace(/^updated:.*$/m, 'updated: "23rd November"'),
      expected: [/privacy\.md/, /updated/, /YYYY-MM-DD/],
    },
    {
      name: 'a list file with an unknown FAQ category',
      file: 'src/content/faq.yaml',
      change: (text: string) => text.replace(/category: "?about"?/, 'category: "misc"'),
      expected: [/faq\.yaml/, /category/],
    },
  ])('$name', ({ file, change, expected }) => {
    const dir = freshCopy();
    edit(dir, file, change);
    const { status, output } = build(dir);
    expect(status).not.toBe(0);
    for (const pattern of expected) expect(output).toMatch(pattern);
    expect(readFileSync(join(dir, 'dist', 'index.html'), 'utf8')).toBe('previous good build');
    expect(existsSync(join(dir, '.build-tmp'))).toBe(false);
  });
});
