import { errorCodes } from '@opencareers/contracts/api-envelope';
import { maxSignedPdfBytes, offerMessages } from '@opencareers/contracts/offers';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';

export interface SignUpload {
  fields: Record<string, string>;
  file?: { content: Uint8Array; filename: string };
}

const isMultipartError = (err: unknown): err is { code: string; statusCode?: number } =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  String((err as { code: unknown }).code).startsWith('FST_');

/**
 * Reads a signing request: text fields plus at most one file in `fileField`. Any other file
 * field, a second file, or an oversized file is refused before anything is stored.
 */
export async function readSignUpload(request: FastifyRequest, fileField: string): Promise<SignUpload> {
  if (!request.isMultipart()) return { fields: {} };
  const out: SignUpload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') out.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== fileField) {
        await part.toBuffer().catch(() => undefined);
        throw new HttpError(400, errorCodes.validation, `Send the file in the ${fileField} field.`);
      }
      if (out.file) throw new HttpError(400, errorCodes.tooManyFiles, offerMessages.tooManyFiles);
      const content = await part.toBuffer();
      out.file = { content: new Uint8Array(content), filename: part.filename || 'signed.pdf' };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (isMultipartError(err)) {
      if (err.code === 'FST_FILES_LIMIT')
        throw new HttpError(400, errorCodes.tooManyFiles, offerMessages.tooManyFiles);
      if (err.code === 'FST_REQ_FILE_TOO_LARGE')
        throw new HttpError(
          413,
          errorCodes.bodyTooLarge,
          `The file is too large. Upload a PDF of at most ${maxSignedPdfBytes / 1024 / 1024} MB.`,
        );
      throw new HttpError(400, errorCodes.validation, 'The upload could not be read. Try again.');
    }
    throw err;
  }
  if (Object.values(out.fields).some((v) => v.includes('\u0000')))
    throw new HttpError(400, errorCodes.validation, 'Text fields may not contain NUL characters.');
  return out;
}
