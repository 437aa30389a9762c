/** Open Graph's recommended size: 1.91:1, sharp on high-density screens. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
