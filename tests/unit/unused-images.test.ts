import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUnusedImages } from '#/serving/build/unused-images.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('removeUnusedImages', () => {
  it('removes the pictures nothing names and keeps the rest', () => {
    dir = mkdtempSync(join(tmpdir(), 'unused-images-'));
    mkdirSync(join(dir, '_astro'));
    for (const name of ['photo.abc.jpg', 'photo.abc_480.webp', 'icon.def.svg', 'font.woff2']) {
      writeFileSync(join(dir, '_astro', name), 'x');
    }
    writeFileSync(join(dir, 'index.html'), '<img srcset="/_astro/photo.abc_480.webp 480w">');
    writeFileSync(join(dir, 'style.css'), 'a{background:url(/_astro/icon.def.svg)}');

    expect(removeUnusedImages(dir)).toEqual(['/_astro/photo.abc.jpg']);
    expect(existsSync(join(dir, '_astro', 'photo.abc.jpg'))).toBe(false);
    for (const kept of ['photo.abc_480.webp', 'icon.def.svg', 'font.woff2']) {
      expect(existsSync(join(dir, '_astro', kept))).toBe(true);
    }
  });

  it('keeps a picture whose name has a space, which pages name URL-encoded', () => {
    dir = mkdtempSync(join(tmpdir(), 'unused-images-'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, '_astro', 'IMG 1234.abc.JPG'), 'x');
    writeFileSync(join(dir, '_astro', 'IMG 1234.abc_960.webp'), 'x');
    writeFileSync(join(dir, 'index.html'), '<img src="/_astro/IMG%201234.abc_960.webp">');

    expect(removeUnusedImages(dir)).toEqual(['/_astro/IMG 1234.abc.JPG']);
    expect(existsSync(join(dir, '_astro', 'IMG 1234.abc_960.webp'))).toBe(true);
  });
});
