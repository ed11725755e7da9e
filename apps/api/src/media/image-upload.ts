import { imageUploadRules } from '@bazar/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/errors';

/**
 * The one file of a multipart/form-data request (any field name), read into memory up to the image
 * limit. A missing file or a file over 10 MB is a 422 on the `file` field, like the image checks.
 */
export async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('unprocessable', 'error.validation', { file: ['validation.required'] });
  const file = await request.file({ limits: { fileSize: imageUploadRules.maxBytes, files: 1 } });
  if (!file) throw new AppError('unprocessable', 'error.validation', { file: ['validation.required'] });
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('unprocessable', 'validation.imageTooLarge', { file: ['validation.imageTooLarge'] });
    throw error;
  }
}
