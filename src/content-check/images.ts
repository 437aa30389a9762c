import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import sharp from 'sharp';
import { PICTURE_FORMATS } from './picture-formats.ts';
import { MISSING_PICTURE } from './text-rules.ts';

const PHONE_FORMATS = new Set(['.heic', '.heif']);
const CONVERT_HEIC =
  'is an iPhone (HEIC) photo, which web browsers cannot show. Save it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, then share it again; or open it in Photos and export it as JPEG.';

const TAKEN = Object.values(PICTURE_FORMATS).join(', ');
const SVG_REFUSED = `is an SVG drawing, which can carry code that would run on the site: pictures go on the site as ${TAKEN} only. Save it as PNG.`;
const otherFormat = (format: string) =>
  `is a ${format.toUpperCase()} file: pictures go on the site as ${TAKEN} only. Save it as JPEG or PNG.`;

/** Why a picture file cannot go on the site (told after its name), or undefined when it can. */
export async function imageProblem(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return MISSING_PICTURE;
  if (PHONE_FORMATS.has(extname(path).toLowerCase())) return CONVERT_HEIC;
  let format: string;
  try {
    ({ format } = await sharp(path).metadata());
  } catch {
    return 'cannot be read as a picture. Save it again as JPEG or PNG.';
  }
  if (format === 'heif') return CONVERT_HEIC;
  if (format === 'svg') return SVG_REFUSED;
  return format in PICTURE_FORMATS ? undefined : otherFormat(format);
}
