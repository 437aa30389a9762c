export interface PngIcon {
  path: string;
  size: number;
  shape: 'round' | 'square';
}

/** Each drawn from AppIcon (src/components/seo/icon-images.ts). */
export const icons = {
  favicon: { path: '/favicon-32.png', size: 32, shape: 'round' },
  appleTouch: { path: '/apple-touch-icon.png', size: 180, shape: 'square' },
  app: { path: '/icon-192.png', size: 192, shape: 'round' },
  large: { path: '/icon-512.png', size: 512, shape: 'round' },
  maskable: { path: '/icon-maskable-512.png', size: 512, shape: 'square' },
} as const satisfies Record<string, PngIcon>;
