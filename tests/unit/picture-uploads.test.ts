/**
 * Pictures are pictures (issue 32): the content check takes JPEG, PNG, WebP and GIF and refuses an
 * SVG drawing (it can carry script), and every picture field of the web editor offers exactly those.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageProblem } from '#/content-check/images.ts';
import { cmsConfig } from '#/editor/cms-config.ts';
import { videoComponentScript } from '#/editor/video-component.ts';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><script>alert(1)</script></svg>';

const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A small picture in the format, written to the scratch folder. */
async function picture(name: string, format: 'jpeg' | 'png' | 'webp' | 'gif' | 'tiff'): Promise<string> {
  const path = join(dir, name);
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c8a890' } })
    .toFormat(format)
    .toFile(path);
  return path;
}

describe('the content check', () => {
  it.each(['jpeg', 'png', 'webp', 'gif'] as const)('takes a %s picture', async (format) => {
    expect(await imageProblem(await picture(`photo.${format}`, format))).toBeUndefined();
  });

  it('refuses an SVG drawing, whatever its name', async () => {
    for (const name of ['drawing.svg', 'drawing.png']) {
      writeFileSync(join(dir, name), SVG);
      expect(await imageProblem(join(dir, name)), name).toBe(
        'is an SVG drawing, which can carry code that would run on the site: pictures go on the site as JPEG, PNG, WebP, GIF only. Save it as PNG.',
      );
    }
  });

  it('refuses a picture in another format, saying which to use', async () => {
    expect(await imageProblem(await picture('scan.tiff', 'tiff'))).toBe(
      'is a TIFF file: pictures go on the site as JPEG, PNG, WebP, GIF only. Save it as JPEG or PNG.',
    );
  });
});

/** Every field of the editor's config, nested ones included. */
function allFields(node: unknown): Record<string, unknown>[] {
  if (Array.isArray(node)) return node.flatMap(allFields);
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const own = 'widget' in record ? [record] : [];
  return [...own, ...Object.values(record).flatMap(allFields)];
}

describe('the web editor', () => {
  it('offers exactly those formats in every picture field, never SVG', () => {
    const pictures = allFields(cmsConfig({ repo: 'owner/name', branch: 'main' }, 'Editor')).filter(
      (field) => field['widget'] === 'image',
    );
    expect(pictures.length).toBeGreaterThan(3);
    for (const field of pictures) expect(field['accept'], String(field['name'])).toBe(ACCEPTED);
  });

  it('and in the video block’s picture', () => {
    expect(videoComponentScript()).toContain(`"widget":"image","accept":"${ACCEPTED}"`);
  });
});
