import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import type { PngIcon } from '#/lib/seo/icons.ts';
import { svgDataUrl } from '#/lib/svg-data-url.ts';
import AppIcon from '#/components/seo/AppIcon.tsx';

export const iconSvg = (shape: PngIcon['shape'], size?: number) =>
  renderToStaticMarkup(createElement(AppIcon, size ? { shape, size } : { shape }));

/** Inline: a file would be one more request competing with the fonts while the first screen loads. */
export const faviconDataUrl = svgDataUrl(iconSvg('round'));

/** An indexed palette keeps every size small (icon-192 6.3 -> 3.8 KB). */
export const renderPngIcon = ({ size, shape }: PngIcon) =>
  sharp(Buffer.from(iconSvg(shape, size)))
    .png({ palette: true, compressionLevel: 9, effort: 10 })
    .toBuffer();
