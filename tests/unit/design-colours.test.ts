import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readColours } from '#/lib/design-colours.ts';

describe('design colours for images', () => {
  it('fail the build, naming the token, when one is missing', () => {
    const css = readFileSync('src/styles/tokens.css', 'utf8').replace(/--color-primary:.*\n/, '');
    expect(() => readColours(css)).toThrow(/--color-primary is missing/);
  });
});
