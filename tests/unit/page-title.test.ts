import { describe, expect, it } from 'vitest';
import { pageTitle } from '#/config/page-title.ts';

describe('pageTitle', () => {
  it('appends the site name when the pair fits in 70 characters', () => {
    expect(pageTitle('FAQ', 'Harpenden Clinical Hypnotherapy')).toBe('FAQ | Harpenden Clinical Hypnotherapy');
  });
  it('keeps a long title alone', () => {
    const title = 'Why Habits Stick and How to Change Them for Good Today';
    expect(pageTitle(title, 'Harpenden Clinical Hypnotherapy')).toBe(title);
  });
  it('does not repeat the site name', () => {
    expect(pageTitle('Practice', 'Practice')).toBe('Practice');
  });
});
