import satori from 'satori';
import satoriPackage from 'satori/package.json';
import sharp from 'sharp';
import { cachedFile, sha256 } from '#/lib/disk-cache.ts';
import { loadFonts } from '#/lib/seo/share-image/fonts.ts';
import { SHARE_IMAGE_SIZE } from '#/lib/seo/share-image/size.ts';
import ShareCard, { type ShareCardProps } from '#/components/seo/ShareCard.tsx';

/** Kept between builds; `npm ci` empties it with the rest of node_modules. */
const CACHE_DIR = 'node_modules/.cache/og';

/** The card's element tree as text: everything it draws, so a change to copy, layout or colours changes the key. */
const drawn = (tree: unknown) =>
  JSON.stringify(tree, (key, value: unknown) => (key.startsWith('_') ? undefined : value));

/** Taken from the cache when nothing it draws changed. */
export async function renderShareImage(card: ShareCardProps): Promise<Buffer> {
  const fonts = await loadFonts();
  const tree = ShareCard(card);
  const key = sha256(drawn(tree), ...fonts.map((font) => font.data), satoriPackage.version, sharp.versions.sharp);
  return cachedFile(CACHE_DIR, `${key}.png`, async () => {
    const svg = await satori(tree, { ...SHARE_IMAGE_SIZE, fonts });
    return sharp(Buffer.from(svg)).png().toBuffer();
  });
}
