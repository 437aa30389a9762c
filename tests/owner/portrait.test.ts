/**
 * The owner adds her photo (a phone photo, as it comes off the camera) in the settings: it shows
 * on the about page and in the home hero, compressed and responsive; a wrong file name fails the
 * build with one line naming the file, line and field.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_BYTES } from '../policy/page-budget';
import { build, edit, lineOf, read, scratchCopy } from './scratch';

const SETTINGS = 'src/content/settings.yaml';
const ALT = 'Sarah smiling in her consulting room';
const withPortrait = (file: string) => (text: string) =>
  `${text.trimEnd()}\nportrait:\n  image: "../assets/art/${file}"\n  alt: "${ALT}"\n`;

/** The <img> a page shows with this alt text, as written in the built HTML. */
const imageWithAlt = (html: string) => new RegExp(`<img[^>]*alt="${ALT}"[^>]*>`).exec(html)?.[0] ?? '';

let dir: string;
let mistake: ReturnType<typeof build>;
let mistakeLine: number;

describe('her photo', () => {
  beforeAll(async () => {
    dir = scratchCopy();
    mistakeLine = lineOf(edit(dir, SETTINGS, withPortrait('no-such-photo.jpg')), /^ {2}image: /);
    mistake = build(dir);
    edit(dir, SETTINGS, (text) => text.replace('no-such-photo.jpg', 'portrait.jpg'));
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 40 };
    await sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#c8a890', noise } })
      .jpeg({ quality: 95 })
      .toFile(join(dir, 'src/assets/art/portrait.jpg'));
    const built = build(dir);
    expect(built.status, built.output.slice(-2000)).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a file that is not there fails the build, naming the settings file, line and field', () => {
    expect(mistake.status).not.toBe(0);
    expect(mistake.output).toContain(
      `${SETTINGS}, line ${mistakeLine}, portrait.image: "../assets/art/no-such-photo.jpg" is not a picture file there.`,
    );
  });

  it('shows on the about page instead of the illustration, and in the home hero', () => {
    const about = read(dir, 'dist/about.html');
    expect(imageWithAlt(about)).toMatch(/srcset="\/_astro\/portrait\.[^"]+\.webp \d+w/);
    expect(about).not.toMatch(/\/_astro\/about\.[^"]+\.webp/);
    expect(imageWithAlt(read(dir, 'dist/index.html'))).toMatch(/srcset="\/_astro\/portrait\.[^"]+\.webp \d+w/);
  });

  it('ships as compressed, responsive pictures within the budget, never the camera original', () => {
    const pictures = readdirSync(join(dir, 'dist/_astro')).filter((file) => file.startsWith('portrait.'));
    expect(pictures.filter((file) => file.endsWith('.webp')).length).toBeGreaterThan(1);
    expect(pictures.filter((file) => file.endsWith('.jpg'))).toEqual([]);
    for (const file of pictures) {
      expect(statSync(join(dir, 'dist/_astro', file)).size, file).toBeLessThanOrEqual(IMAGE_BYTES);
    }
  });
});
