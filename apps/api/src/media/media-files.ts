import { mkdirSync } from 'node:fs';
import { access } from 'node:fs/promises';
import path from 'node:path';
import { imageWidths, mediaPrefix } from '@bazar/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A copy of a stored image (`/media/products/s1/ab-400.webp`) and the image it is made from
 * (`products/s1/ab.webp`). Only letters, digits, `_`, `-` and single slashes: no dots, so the
 * name cannot leave the uploads folder.
 */
const variantUrl = new RegExp(
  `^${mediaPrefix}((?:[\\w-]+/)*[\\w-]+)-(?:${imageWidths.variants.join('|')})\\.webp$`,
);

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** For a copy the image job has not written yet: the stored image to answer with instead. */
async function storedImageFor(uploadsDir: string, url: string): Promise<string | undefined> {
  const pathname = url.split('?')[0] ?? '';
  const base = variantUrl.exec(pathname)?.[1];
  if (!base) return undefined;
  const stored = `${base}.webp`;
  const copyMissing = !(await exists(path.join(uploadsDir, pathname.slice(mediaPrefix.length))));
  return copyMissing && (await exists(path.join(uploadsDir, stored))) ? stored : undefined;
}

/**
 * Uploaded files (product photos, shop pictures) from <DATA_DIR>/uploads at /media/. Each goes out
 * as what it is: images inline under their own type, anything else as a download, and with a
 * policy of its own that runs nothing, so no uploaded file can be opened as a page of this site.
 * A 400 or 800 px copy not written yet is answered with the stored image, marked to be asked for
 * again (no-cache), so the copy takes its place as soon as the job has written it.
 */
export async function registerMedia(app: FastifyInstance, uploadsDir: string, maxAge?: string) {
  mkdirSync(uploadsDir, { recursive: true });
  const answeredWithStored = new WeakSet<FastifyRequest>();
  await app.register(async (media) => {
    // @fastify/static reads the file's name from the URL, so the fallback rewrites it before.
    media.addHook('onRequest', async (request) => {
      const stored = await storedImageFor(uploadsDir, request.raw.url ?? '');
      if (!stored) return;
      request.raw.url = `${mediaPrefix}${stored}`;
      answeredWithStored.add(request);
    });
    await media.register(fastifyStatic, {
      root: uploadsDir,
      prefix: mediaPrefix,
      decorateReply: false,
      ...(maxAge ? { maxAge } : {}),
      setHeaders: (reply, file) => {
        const contentType = String(reply.getHeader('content-type') ?? '');
        const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
        reply.header('content-disposition', `${disposition}; filename="${path.basename(file)}"`);
        reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
        if (answeredWithStored.has(reply.request)) reply.header('cache-control', 'no-cache');
      },
    });
  });
}
