import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from '#/serving/build/precompress.ts';

const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A bundle large enough for the cache (over 200 KB), different for each seed. */
const bundle = (seed: string) =>
  Array.from({ length: 12_000 }, (_, index) => `export const ${seed}${index} = "${seed} ${index}";`).join('\n');

describe('precompressed copies of a large bundle', () => {
  it('are of the bundle as it is now, also when the same name held another bundle before', async () => {
    for (const seed of ['first', 'second', 'first']) {
      writeFileSync(join(dir, 'app.js'), bundle(seed));
      await precompress(dir, ['app.js']);
      expect(brotliDecompressSync(readFileSync(join(dir, 'app.js.br'))).toString()).toBe(bundle(seed));
      expect(gunzipSync(readFileSync(join(dir, 'app.js.gz'))).toString()).toBe(bundle(seed));
    }
  });
});
