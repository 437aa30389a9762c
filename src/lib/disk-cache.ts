/** A file made once and kept by name on disk (share images, compressed bundles): made aside, then renamed. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const sha256 = (...parts: (string | Uint8Array)[]) =>
  parts.reduce((hash, part) => hash.update(part), createHash('sha256')).digest('hex');

export async function cachedFile(dir: string, name: string, produce: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(dir, name);
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const made = await produce();
  await mkdir(dir, { recursive: true });
  // Written aside then renamed, so a build stopped halfway never leaves a truncated image behind.
  const temp = `${path}.${process.pid}.tmp`;
  await writeFile(temp, made);
  await rename(temp, path);
  return made;
}
