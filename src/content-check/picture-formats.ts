/**
 * The picture formats the site takes from her, by sharp's name for each: the content check
 * refuses any other file (images.ts) and the web editor's picture fields offer only these
 * (src/editor/fields.ts). Never SVG: a drawing can carry script, which would run on the site's
 * own origin, where the editor keeps her GitHub token.
 */
export const PICTURE_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
};

/** A picture field's `accept` in the editor: these formats' media types. */
export const PICTURE_ACCEPT = Object.keys(PICTURE_FORMATS)
  .map((format) => `image/${format}`)
  .join(',');
