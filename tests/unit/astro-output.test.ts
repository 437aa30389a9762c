import { describe, expect, it } from 'vitest';
import { astroError } from '../../scripts/lib/astro-output';

describe('astroError', () => {
  it('finds an error a loader only logged', () => {
    const output = [
      '12:00:01 [content] Syncing content',
      '12:00:01 [ERROR] [file-loader] Error reading data from ./src/content/testimonials.yaml',
      '12:00:02 [build] Complete!',
    ].join('\n');
    expect(astroError(output)).toBe(
      '12:00:01 [ERROR] [file-loader] Error reading data from ./src/content/testimonials.yaml',
    );
  });

  it('finds a thrown error', () => {
    expect(astroError('building...\nTypeError: Cannot read properties of undefined\n    at x')).toMatch(/^TypeError/);
  });

  it('finds nothing in a clean build', () => {
    expect(astroError('12:00:01 [build] 37 page(s) built in 5.2s\n12:00:02 [build] Complete!')).toBeUndefined();
  });
});
