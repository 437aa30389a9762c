import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedFile, sha256 } from '#/lib/disk-cache.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'og-cache-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('share image cache', () => {
  it('draws an image once and serves it from disk afterwards', async () => {
    const produce = vi.fn(async () => Buffer.from('png bytes'));
    const first = await cachedFile(join(dir, 'og'), 'a.png', produce);
    const second = await cachedFile(join(dir, 'og'), 'a.png', produce);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(second.equals(first)).toBe(true);
    expect(readdirSync(join(dir, 'og'))).toEqual(['a.png']);
  });

  it('draws again for different inputs', async () => {
    const produce = vi.fn(async () => Buffer.from('png bytes'));
    await cachedFile(dir, `${sha256('title one')}.png`, produce);
    await cachedFile(dir, `${sha256('title two')}.png`, produce);
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when drawing fails', async () => {
    await expect(cachedFile(dir, 'b.png', () => Promise.reject(new Error('no font')))).rejects.toThrow('no font');
    expect(readdirSync(dir)).toEqual([]);
  });
});
