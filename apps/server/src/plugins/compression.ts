import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip, as the client prefers, for every text answer a route sends (HTML, API JSON,
 * CSV, calendars, sitemaps) of 1 KB or more. Brotli runs at quality 4 here (per request, so speed
 * over ratio); the built assets come precompressed at quality 11 and are sent as they are
 * (modules/spa/routes.ts), which this plugin leaves alone because they carry Content-Encoding.
 * Request bodies are not decompressed: no client of ours sends compressed bodies, and a
 * compressed upload would only be a way around the body limit's intent.
 *
 * Secrets in compressed bodies (BREACH): the CSRF token in pages and boot data is salted afresh
 * for every answer, and session ids travel in cookies, which are never compressed.
 */
export const compressibleTypes =
  /^text\/(?!event-stream)|^application\/(?:[\w.+-]+\+)?(?:json|xml)\b|javascript|^image\/svg\+xml/;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: compressibleTypes,
      globalDecompression: false,
    });
  },
  { name: 'compression' },
);
