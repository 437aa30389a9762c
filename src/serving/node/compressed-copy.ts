/**
 * The hosts compress what they send themselves, so the build writes no compressed copies: the
 * local server makes them, at brotli's best (the bytes page-budget.ts holds the pages to), brotli
 * before it listens and gzip on a file's first request, and keeps them by content in
 * node_modules/.cache/served, where the next run and every scratch copy of the project find them.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { compression } from '#/serving/http-headers.ts';

export type Encoding = (typeof compression.encodings)[number];

/** The preferred encoding (brotli first) the client accepts, if any, as the hosts choose. */
export function chosenEncoding(header: string | undefined): Encoding | undefined {
  // Without the codings the client refuses ("br;q=0").
  const accepted = (header ?? '')
    .split(',')
    .filter((coding) => !/;\s*q=0(?:\.0{0,3})?\s*$/i.test(coding))
    .map((coding) => coding.split(';')[0]?.trim().toLowerCase() ?? '');
  return compression.encodings.find(({ name }) => accepted.includes(name));
}

export const COPIES_DIR = 'node_modules/.cache/served';

/** The editor's bundle (2.1 MB, for her alone) at quality 10: 1.6 s rather than 3.4 s, for 8 KB more. */
const LARGE_FILE_BYTES = 1024 * 1024;

export const isCompressible = (file: string) => compression.extensions.includes(extname(file));

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
  await Promise.all(files.filter(isCompressible).map((file) => compressedCopy(join(dir, file), brotli)));
}
