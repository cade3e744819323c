import type { FastifyReply } from 'fastify';
import type { FileWithContent } from './storage.ts';

/**
 * Stored files always go out as downloads that the browser may not reinterpret: an uploaded
 * file can never run as a page of ours.
 */
export function sendStoredFile(reply: FastifyReply, file: FileWithContent) {
  const safeName = file.filename.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'document.pdf';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${safeName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.content));
}
