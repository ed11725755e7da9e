import { imageUploadRules } from '@bazar/contracts';
import type { FastifyRequest } from 'fastify';
import { uploadedFile } from './uploaded-file';

/** The uploaded image's bytes, up to the image limit; the image checks come after. */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  const { content } = await uploadedFile(request, {
    maxBytes: imageUploadRules.maxBytes,
    tooLarge: 'validation.imageTooLarge',
  });
  return content;
}
