import { existsSync } from 'node:fs';
import sharp from 'sharp';
import { pictureFormatProblem } from '#/content-check/picture-formats.ts';
import { MISSING_PICTURE } from '#/content-check/text-rules.ts';

/** Told after its name; undefined when it can go on the site. */
export async function imageProblem(path: string): Promise<string | undefined> {
  if (!existsSync(path)) return MISSING_PICTURE;
  const format = await sharp(path)
    .metadata()
    .then(
      (metadata) => String(metadata.format),
      () => undefined,
    );
  return pictureFormatProblem(path, format);
}
