import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageUploadRules } from '@bazar/contracts';
import sharp from 'sharp';
import { AppError } from '../plugins/errors';

/** Widths written for every uploaded image: the path names the large one; `-400` beside it is for thumbnails. */
export const imageWidths = { large: 1200, thumb: 400 } as const;

/** The thumbnail beside an image stored here: `products/s1/ab.webp` → `products/s1/ab-400.webp`. */
export const thumbPath = (imagePath: string) => imagePath.replace(/\.webp$/, `-${imageWidths.thumb}.webp`);

/** What sharp calls the formats we take (it reads the content, not the file name). */
const acceptedFormats = new Set<string>(imageUploadRules.formats);

/**
 * Images people upload (product photos, shop logos and banners), checked by content and kept as
 * WebP under the uploads folder, which the web serves at /media/. Only the large variant's path is
 * stored anywhere; the thumbnail sits beside it under a name derived from it.
 */
export class ImageStore {
  constructor(private readonly uploadsDir: string) {}

  /**
   * Checks that the buffer is a JPEG, PNG or WebP of at most 10 MB, then writes its WebP variants
   * under `folder` (a path below the uploads folder, such as `products/s3`). Refusals are 422 with
   * `validation.imageTooLarge` or `validation.imageType` on the `file` field.
   */
  async storeImage(buffer: Buffer, folder: string): Promise<{ path: string }> {
    if (buffer.length > imageUploadRules.maxBytes) throw imageRefused('validation.imageTooLarge');
    const format = await sharp(buffer)
      .metadata()
      .then((metadata) => metadata.format as string | undefined)
      .catch(() => undefined);
    if (!format || !acceptedFormats.has(format)) throw imageRefused('validation.imageType');

    const relative = `${folder.replace(/^\/+|\/+$/g, '')}/${randomUUID()}.webp`;
    const target = path.join(this.uploadsDir, relative);
    await mkdir(path.dirname(target), { recursive: true });
    // rotate() applies the camera's orientation before the metadata (and with it any location) is dropped.
    const resized = (width: number) =>
      sharp(buffer).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
    try {
      const [large, thumb] = await Promise.all([resized(imageWidths.large), resized(imageWidths.thumb)]);
      await Promise.all([writeFile(target, large), writeFile(thumbPath(target), thumb)]);
    } catch (error) {
      // A header that reads as an image over a body that does not decode is the caller's bad file.
      if (error instanceof Error && /Input|corrupt|premature|VipsJpeg|pngload|webpload/i.test(error.message))
        throw imageRefused('validation.imageType');
      throw error;
    }
    return { path: relative };
  }

  /** Whether an image stored here exists (a path someone sends back must name a real upload). */
  async has(relative: string): Promise<boolean> {
    const target = path.resolve(this.uploadsDir, relative);
    if (!target.startsWith(path.resolve(this.uploadsDir) + path.sep)) return false;
    return access(target).then(
      () => true,
      () => false,
    );
  }
}

function imageRefused(code: 'validation.imageType' | 'validation.imageTooLarge'): AppError {
  return new AppError('unprocessable', code, { file: [code] });
}
