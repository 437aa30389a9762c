import satori from 'satori';
import { describe, expect, it } from 'vitest';
import ShareCard from '#/components/seo/ShareCard.tsx';
import { iconSvg } from '#/components/seo/icon-images.ts';
import { loadFonts } from '#/lib/seo/share-image/fonts.ts';
import { SHARE_IMAGE_SIZE } from '#/lib/seo/share-image/size.ts';

const NAME = "Sarah's Calm & Clear Hypnotherapy";

/** The share image's SVG with its text kept as text (not glyph outlines), so what it says can be read. */
async function sharedText(card: Parameters<typeof ShareCard>[0]): Promise<string> {
  const svg = await satori(ShareCard(card), { ...SHARE_IMAGE_SIZE, fonts: await loadFonts(), embedFont: false });
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, text = '']) => text).join(' ');
}

describe('a share image draws the owner’s words as written', () => {
  it('an apostrophe and an ampersand, escaped exactly once in the SVG, and an emoji', async () => {
    const text = await sharedText({
      title: 'Sleep well tonight 🌙',
      practiceName: NAME,
      byline: 'Sarah Ellis, Clinical Hypnotherapist',
      domain: 'www.example.com',
      icon: `data:image/svg+xml;base64,${Buffer.from(iconSvg('round', 64)).toString('base64')}`,
    });
    expect(text).toMatch(/Sarah(&#39;|&apos;|')s/);
    expect(text).toContain('&amp;');
    expect(text).not.toMatch(/&amp;(amp|#39|apos|quot);/);
  });
});
