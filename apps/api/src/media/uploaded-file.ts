import type { MessageKey } from '@bazar/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../plugins/errors';

/**
 * The one file of a multipart/form-data request (any field name), read into memory. No file, or an
 * empty one, is a 422 on `file`; one over `maxBytes` is a 422 with `tooLarge`; a body that is not
 * well-formed multipart (no boundary, cut short, broken headers) is the caller's 400.
 */
export async function uploadedFile(
  request: FastifyRequest,
  rules: { maxBytes: number; tooLarge: MessageKey },
): Promise<{ name: string; content: Buffer }> {
  const missing = () => new AppError('unprocessable', 'error.validation', { file: ['validation.required'] });
  if (!request.isMultipart()) throw missing();
  try {
    const file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (!file) throw missing();
    const content = await file.toBuffer();
    if (content.length === 0) throw missing();
    return { name: file.filename, content };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('unprocessable', rules.tooLarge, { file: [rules.tooLarge] });
    // The parser reads only the caller's bytes, so what it cannot read is the caller's to fix.
    throw new AppError('badRequest', 'error.malformedUpload', { file: ['error.malformedUpload'] });
  }
}
