/** An article's HTML in the feed (issue 32): absolute addresses on the site, no picture from another site. */
import { describe, expect, it } from 'vitest';
import { feedHtml } from '#/lib/seo/feed-html.ts';

const PAGE = 'https://www.example.co.uk/blog/sleep';

describe('an article in the feed', () => {
  it('gives every link and picture on the site its absolute address', () => {
    expect(
      feedHtml(
        '<p><a href="/booking">Book</a> <a href="#user-content-fn-1">1</a> <a href="mailto:a@b.co.uk">Mail</a></p><img src="/_astro/room.abc123.webp" srcset="/_astro/room.x.webp 2x" alt="A room">',
        PAGE,
      ),
    ).toBe(
      '<p><a href="https://www.example.co.uk/booking">Book</a> <a href="https://www.example.co.uk/blog/sleep#user-content-fn-1">1</a> <a href="mailto:a@b.co.uk">Mail</a></p><img src="https://www.example.co.uk/_astro/room.abc123.webp" alt="A room">',
    );
  });

  it('drops a picture from another site, however its address is written', () => {
    for (const src of [
      'https://tracker.example.com/p.gif',
      '//tracker.example.com/p.gif',
      'http://tracker.example.com/p.gif',
    ]) {
      expect(feedHtml(`<p>Before<img src="${src}" alt="">after</p>`, PAGE), src).toBe('<p>Beforeafter</p>');
    }
  });

  it('drops the other sizes of a picture, whose addresses are read against the site', () => {
    expect(
      feedHtml(
        '<picture><source srcset="https://tracker.example.com/p.gif 2x"><img src="/a.webp" alt=""></picture>',
        PAGE,
      ),
    ).toBe('<picture><source><img src="https://www.example.co.uk/a.webp" alt=""></picture>');
  });

  it('keeps a quote in an address inside its attribute', () => {
    expect(feedHtml(`<a href='/a" onmouseover="alert(1)'>x</a>`, PAGE)).toBe(
      '<a href="https://www.example.co.uk/a%22%20onmouseover=%22alert(1)">x</a>',
    );
  });
});
