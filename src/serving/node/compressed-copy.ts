/**
 * The hosts compress what they send themselves, so the build writes no compressed copies: the
 * local server makes one on a file's first request, at brotli's best (the bytes page-budget.ts
 * holds the pages to), and keeps it by content in node_modules/.cache/served, where the next run
 * and every scratch copy of the project find it.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compression } from '#/serving/http-headers.ts';

type Encoding = (typeof compression.encodings)[number];

export const COPIES_DIR = 'node_modules/.cache/served';

/** The editor's bundle (2.1 MB, for her alone) at quality 10: 1.6 s rather than 3.4 s, for 8 KB more. */
const LARGE_FILE_BYTES = 1024 * 1024;

const compressors: Record<Encoding['name'], (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]:
          data.length > LARGE_FILE_BYTES ? constants.BROTLI_MAX_QUALITY - 1 : constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

async function makeCopy(file: string, encoding: Encoding): Promise<string> {
  const data = await readFile(file);
  const name = `${createHash('sha256').update(data).digest('hex')}${encoding.suffix}`;
  const path = join(COPIES_DIR, name);
  if (await stat(path).catch(() => undefined)) return name;
  await mkdir(COPIES_DIR, { recursive: true });
  // Written aside, then renamed: a copy is whole or absent.
  await writeFile(`${path}.${process.pid}.tmp`, await compressors[encoding.name](data));
  await rename(`${path}.${process.pid}.tmp`, path);
  return name;
}

const made = new Map<string, Promise<string>>();

/** The copy's name in COPIES_DIR; made once per file version (its size and time), however many ask at once. */
export async function compressedCopy(file: string, encoding: Encoding): Promise<string> {
  const { size, mtimeMs } = await stat(file);
  const key = `${file}:${size}:${mtimeMs}:${encoding.name}`;
  const copy =
    made.get(key) ??
    makeCopy(file, encoding).catch((error: unknown) => {
      made.delete(key);
      throw error;
    });
  made.set(key, copy);
  return copy;
}

/** Every compressible file's brotli copy, made before the first request, as a CDN's warm cache has them. */
export async function makeCopies(dir: string, files: string[]): Promise<void> {
  const brotli = compression.encodings[0];
  const compressible = files.filter((file) => compression.extensions.includes(extname(file)));
  await Promise.all(compressible.map((file) => compressedCopy(join(dir, file), brotli)));
}
