import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import AppIcon from '#/components/seo/AppIcon.tsx';
import { svgDataUrl } from '#/lib/svg-data-url.ts';

export interface PngIcon {
  path: string;
  size: number;
  shape: 'round' | 'square';
}

/** Every PNG icon the site serves, each drawn from AppIcon. */
export const icons = {
  favicon: { path: '/favicon-32.png', size: 32, shape: 'round' },
  appleTouch: { path: '/apple-touch-icon.png', size: 180, shape: 'square' },
  app: { path: '/icon-192.png', size: 192, shape: 'round' },
  large: { path: '/icon-512.png', size: 512, shape: 'round' },
  maskable: { path: '/icon-maskable-512.png', size: 512, shape: 'square' },
} as const satisfies Record<string, PngIcon>;

export const iconSvg = (shape: PngIcon['shape'], size?: number) =>
  renderToStaticMarkup(createElement(AppIcon, size ? { shape, size } : { shape }));

/**
 * The SVG favicon, inline in every page's head: a file would be one more request competing with
 * the fonts while the first screen loads.
 */
export const faviconDataUrl = svgDataUrl(iconSvg('round'));

/** Flat two-colour art: an indexed palette keeps every size small (icon-192 6.3 -> 3.8 KB). */
export const renderPngIcon = ({ size, shape }: PngIcon) =>
  sharp(Buffer.from(iconSvg(shape, size)))
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
