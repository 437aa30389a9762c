import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import sharp from 'sharp';
import { MISSING_PICTURE } from './text-rules.ts';

/** A drawing that can carry script: the site shows pictures only (DECISIONS: "Pictures she uploads"). */
const SVG =
  'is an SVG drawing, which the site does not take as a picture (an SVG file can carry code). Save or export it as PNG or JPEG.';
const PHONE_FORMATS = new Set(['.heic', '.heif']);
const CONVERT_HEIC =
  'is an iPhone (HEIC) photo, which web browsers cannot show. Save it as JPEG: on the iPhone, Settings > Camera > Formats > Most Compatible, then share it again; or open it in Photos and export it as JPEG.';

/** Why a picture file cannot go on the site (told after its name), or undefined when it can. */
export async function imageProblem(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return MISSING_PICTURE;
  if (PHONE_FORMATS.has(extname(path).toLowerCase())) return CONVERT_HEIC;
  try {
    const { format } = await sharp(path).metadata();
    if (format === 'heif') return CONVERT_HEIC;
    if (format === 'svg') return SVG;
    return undefined;
  } catch {
    return 'cannot be read as a picture. Save it again as JPEG or PNG.';
  }
}
