import { randomUUID } from 'node:crypto';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { imageUploadRules, imageVariantPath, imageWidths } from '@bazar/contracts';
import sharp, { type Sharp } from 'sharp';
import type { JobQueue } from '../jobs/job-queue';
import { AppError } from '../plugins/errors';

/** The job that writes the smaller copies of an image just stored. */
export const imageVariantsQueue = 'image-variants';

interface ImageVariantsJob {
  /** The stored image, relative to the uploads folder. */
  path: string;
}

/** What sharp calls the formats we take (it reads the content, not the file name). */
const acceptedFormats = new Set<string>(imageUploadRules.formats);

const webp = (image: Sharp, width: number) =>
  image.resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();

/**
 * Images people upload (product photos, shop logos and banners), checked by content and kept as
 * WebP under the uploads folder, which is served at /media/. Only the 1200 px image's path is
 * stored anywhere; its 400 and 800 px copies sit beside it under names derived from it.
 */
export class ImageStore {
  constructor(
    private readonly uploadsDir: string,
    private readonly jobs: JobQueue,
  ) {
    jobs.define<ImageVariantsJob>({
      name: imageVariantsQueue,
      queue: { retryLimit: 4, retryDelay: 2, retryBackoff: true, expireInSeconds: 120 },
      work: (job) => this.writeVariants(job.data.path),
    });
  }

  /**
   * Checks that the buffer is a JPEG, PNG or WebP of at most 10 MB, writes it as a WebP at most
   * 1200 px wide under `folder` (a path below the uploads folder, such as `products/s3`) and queues
   * the job that writes the smaller copies; until it has run, /media/ answers for them with this
   * one. Refusals are 422 with `validation.imageTooLarge` or `validation.imageType` on `file`.
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
    let large: Buffer;
    try {
      // rotate() applies the camera's orientation before the metadata (and with it any location) is dropped.
      large = await webp(sharp(buffer).rotate(), imageWidths.stored);
    } catch (error) {
      // A header that reads as an image over a body that does not decode is the caller's bad file.
      if (error instanceof Error && /Input|corrupt|premature|VipsJpeg|pngload|webpload/i.test(error.message))
        throw imageRefused('validation.imageType');
      throw error;
    }
    await writeFile(target, large);
    await this.jobs.send<ImageVariantsJob>(imageVariantsQueue, { path: relative });
    return { path: relative };
  }

  /**
   * Writes the 400 and 800 px copies of a stored image from it. Running it again writes the same
   * files; each is written under a passing name and renamed, so /media/ never serves half of one.
   */
  async writeVariants(relative: string): Promise<void> {
    const source = this.inside(relative);
    if (!source) throw new Error(`image ${relative} is not under the uploads folder`);
    const large = await readFile(source);
    await Promise.all(
      imageWidths.variants.map(async (width) => {
        const target = imageVariantPath(source, width);
        const partial = `${target}.${randomUUID()}.partial`;
        await writeFile(partial, await webp(sharp(large), width));
        await rename(partial, target);
      }),
    );
  }

  /** Whether an image stored here exists (a path someone sends back must name a real upload). */
  async has(relative: string): Promise<boolean> {
    const target = this.inside(relative);
    if (!target) return false;
    return access(target).then(
      () => true,
      () => false,
    );
  }

  /** The file a relative path names, if it lies below the uploads folder. */
  private inside(relative: string): string | undefined {
    const target = path.resolve(this.uploadsDir, relative);
    return target.startsWith(path.resolve(this.uploadsDir) + path.sep) ? target : undefined;
  }
}

function imageRefused(code: 'validation.imageType' | 'validation.imageTooLarge'): AppError {
  return new AppError('unprocessable', code, { file: [code] });
}
