import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mediaPrefix } from '@bazar/api';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Uploaded files (product photos, shop pictures) from <DATA_DIR>/uploads at /media/. Each goes out
 * as what it is: images inline under their own type, anything else as a download, and with a
 * policy of its own that runs nothing, so no uploaded file can be opened as a page of this site.
 */
export async function registerMedia(app: FastifyInstance, uploadsDir: string, maxAge?: string) {
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: mediaPrefix,
    decorateReply: false,
    ...(maxAge ? { maxAge } : {}),
    setHeaders: (reply, file) => {
      const contentType = String(reply.getHeader('content-type') ?? '');
      const disposition = contentType.startsWith('image/') ? 'inline' : 'attachment';
      reply.header('content-disposition', `${disposition}; filename="${path.basename(file)}"`);
      reply.header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    },
  });
}
