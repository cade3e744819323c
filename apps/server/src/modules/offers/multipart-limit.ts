import { maxSignedPdfBytes } from '@opencareers/contracts/offers';

/**
 * A PDF and a few short fields: the most a multipart upload may declare in Content-Length.
 * Checked when the request arrives (plugins/access.ts), before any of it is read; busboy's
 * fileSize limit still stops a body that lies about its length or has none.
 */
export const multipartBodyLimit = maxSignedPdfBytes + 256 * 1024;
