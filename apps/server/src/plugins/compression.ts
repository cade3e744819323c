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

/**
 * Answers up to this size are compressed in one synchronous call; larger ones stream through
 * the libuv thread pool. The plugin's default ceiling on a two-core machine is 8 KB, which sent
 * a search answer (~20 KB) and a server-rendered page (~150 KB) through the stream. Measured
 * here at 100,000 jobs (Brotli, keep-alive, p50 of 200): a search answer 3.8–3.9 → 3.1–3.5 ms,
 * /careers 5.0–5.3 → 4.3–4.7 ms; compressing them in place takes 0.17 and 1.0 ms. Bigger bodies
 * (exports, a large site's sitemap) still stream, so that one cannot hold the event loop long.
 */
export const syncCompressionMaxBytes = 256 * 1024;

export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      customTypes: compressibleTypes,
      globalDecompression: false,
      syncThreshold: syncCompressionMaxBytes,
    });
  },
  { name: 'compression' },
);
