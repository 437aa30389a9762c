import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import AppIcon from '~/components/seo/AppIcon';

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

export const svgIconPath = '/favicon.svg';

export const iconSvg = (shape: PngIcon['shape'], size?: number) =>
  renderToStaticMarkup(createElement(AppIcon, size ? { shape, size } : { shape }));

export const renderPngIcon = ({ size, shape }: PngIcon) =>
  sharp(Buffer.from(iconSvg(shape, size)))
    .png()
    .toBuffer();
