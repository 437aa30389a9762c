import { describe, expect, it } from 'vitest';
import { canonicalPath } from '#/serving/canonical-path.ts';

describe('a built page’s canonical path', () => {
  it.each([
    ['/index.html', '/'],
    ['/about.html', '/about'],
    ['/blog/index.html', '/blog'],
    ['/blog/insomnia_harpenden.html', '/blog/insomnia_harpenden'],
    ['/services/', '/services'],
    ['/', '/'],
  ])('%s is %s', (file, path) => {
    expect(canonicalPath(file)).toBe(path);
  });
});
