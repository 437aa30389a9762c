import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { replaceFolder } from '#/serving/build/replace-folder.ts';

const scratch = mkdtempSync(join(tmpdir(), 'hypno-swap-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Enough files that copying a folder (what a swap must not do) takes longer than the longest kill delay. */
const fileCount = 500;

function fill(dir: string, content: string): void {
  mkdirSync(dir, { recursive: true });
  for (let index = 0; index < fileCount; index++) writeFileSync(join(dir, `${index}.html`), content);
}

/** "old" or "new" when the folder holds every file of one build, "partial" otherwise. */
function contentOf(dir: string): string {
  const files = readdirSync(dir);
  const contents = new Set(files.map((file) => readFileSync(join(dir, file), 'utf8')));
  const [only] = contents;
  return files.length === fileCount && contents.size === 1 && only ? only : 'partial';
}

/** Runs the swap in a child process and kills it (SIGKILL) after `delayMs` from its start. */
function swapKilledAfter(dirs: { target: string; next: string; backup: string }, delayMs: number): Promise<void> {
  const code = `import { replaceFolder } from ${JSON.stringify(resolve('src/serving/build/replace-folder.ts'))};
process.stdout.write('go'); replaceFolder(...${JSON.stringify([dirs.target, dirs.next, dirs.backup])});`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code]);
  return new Promise((done) => {
    child.stdout.once('data', () => setTimeout(() => child.kill('SIGKILL'), delayMs));
    child.on('exit', () => done());
  });
}

describe('replaceFolder', () => {
  it('leaves the new folder in place and no backup', () => {
    const dirs = { target: join(scratch, 'dist'), next: join(scratch, 'tmp'), backup: join(scratch, 'old') };
    fill(dirs.target, 'old');
    fill(dirs.next, 'new');
    replaceFolder(dirs.target, dirs.next, dirs.backup);
    expect(contentOf(dirs.target)).toBe('new');
    expect([existsSync(dirs.next), existsSync(dirs.backup)]).toEqual([false, false]);
  });

  it('killed at any moment, leaves the old or the new site whole (or the old one whole in the backup)', async () => {
    const outcomes = new Set<string>();
    for (const delayMs of [0, 1, 2, 4, 8, 16, 32, 64]) {
      const dir = join(scratch, `kill-${delayMs}`);
      const dirs = { target: join(dir, 'dist'), next: join(dir, 'tmp'), backup: join(dir, 'old') };
      fill(dirs.target, 'old');
      fill(dirs.next, 'new');
      await swapKilledAfter(dirs, delayMs);
      const outcome = existsSync(dirs.target) ? contentOf(dirs.target) : `backup ${contentOf(dirs.backup)}`;
      expect(outcome, `killed after ${delayMs} ms`).toMatch(/^(old|new|backup old)$/);
      outcomes.add(outcome);
    }
    console.log(`swap killed at 8 moments: ${[...outcomes].join(', ')}`);
  });
});
