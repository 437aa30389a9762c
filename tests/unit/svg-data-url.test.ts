import { describe, expect, it } from 'vitest';
import { svgDataUrl } from '#/lib/svg-data-url.ts';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><circle r="18" fill="#2c6659"/>\n<path d="M2 12q2.5 2 5 0"/></svg>';

describe('svgDataUrl', () => {
  it('decodes back to the same drawing, with single quotes and one line', () => {
    const url = svgDataUrl(svg);
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(svg.replace(/"/g, "'").replace('\n', ' '));
  });

  it('holds nothing that would end an attribute or a URL early', () => {
    expect(svgDataUrl(svg)).not.toMatch(/["#<>\n]/);
  });

  it('is shorter than the same SVG in base64', () => {
    expect(svgDataUrl(svg).length).toBeLessThan(`data:image/svg+xml;base64,${btoa(svg)}`.length);
  });
});
