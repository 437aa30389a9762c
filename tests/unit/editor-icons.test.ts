import { readFileSync } from 'node:fs';
import { create } from 'fontkitten';
import { describe, expect, it } from 'vitest';
import { EDITOR_ICONS_FILE, ICON_FONT_SOURCE, SVELTIA_SCRIPT } from '#/editor/sveltia-files.ts';
import { iconCodePoints, iconsNamedIn } from '../../scripts/lib/editor-icons';

const full = readFileSync(ICON_FONT_SOURCE);
const subset = readFileSync(EDITOR_ICONS_FILE);
const icons = iconCodePoints(full);
const named = iconsNamedIn(readFileSync(SVELTIA_SCRIPT, 'utf8'), icons);
/** The subset keeps no glyph names: an icon is there when its code point is. */
const subsetFont = create(subset);
const drawn = new Set('characterSet' in subsetFont ? subsetFont.characterSet : []);

describe("the web editor's icon font", () => {
  it('draws every icon the pinned Sveltia CMS names (else: node scripts/subset-fonts.ts)', () => {
    expect(named).toContain('arrow_back');
    expect(named.filter((name) => !drawn.has(icons.get(name) ?? 0))).toEqual([]);
  });

  it('keeps only those, a small part of the whole font', () => {
    expect([...drawn].filter((codePoint) => codePoint >= 0xe000)).toHaveLength(named.length);
    expect(subset.length).toBeLessThan(full.length / 10);
  });
});
