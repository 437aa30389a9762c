/**
 * By sharp's name for each. Never SVG: a drawing can carry script, which would run on the site's own origin, where
 * the editor keeps her GitHub token. No Node here: the editor's preview tells the same.
 */
const PICTURE_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  gif: 'GIF',
};

export const PICTURE_ACCEPT = Object.keys(PICTURE_FORMATS)
  .map((format) => `image/${format}`)
  .join(',');

const PHONE_FORMATS = /\.hei[cf]$/i;
const CONVERT_HEIC =
  'is an iPhone (HEIC) photo, which web browsers cannot show. Save it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, then share it again; or open it in Photos and export it as JPEG.';
const UNREADABLE = 'cannot be read as a picture. Save it again as JPEG or PNG.';

const TAKEN = Object.values(PICTURE_FORMATS).join(', ');
const SVG_REFUSED = `is an SVG drawing, which can carry code that would run on the site: pictures go on the site as ${TAKEN} only. Save it as PNG.`;
const otherFormat = (format: string) =>
  `is a ${format.toUpperCase()} file: pictures go on the site as ${TAKEN} only. Save it as JPEG or PNG.`;

/** `format` undefined: it cannot be read. Told after its name; undefined when it can go on the site. */
export function pictureFormatProblem(name: string, format: string | undefined): string | undefined {
  if (PHONE_FORMATS.test(name) || format === 'heif') return CONVERT_HEIC;
  if (format === undefined) return UNREADABLE;
  if (format === 'svg') return SVG_REFUSED;
  return format in PICTURE_FORMATS ? undefined : otherFormat(format);
}
