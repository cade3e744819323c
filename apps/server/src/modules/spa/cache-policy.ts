import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/**
 * How long browsers keep what the server sends (docs/performance.md):
 * - built files under /assets/ carry a content hash in their names, so a changed file gets a
 *   new address: kept a year and never revalidated;
 * - pages are revalidated on every visit (a new release must reach the next page load) and
 *   kept by the browser only (private: each carries the visitor's own CSRF token).
 */
export const hashedAssetCacheControl = 'public, max-age=31536000, immutable';
export const otherFileCacheControl = 'public, max-age=0, must-revalidate';
export const pageCacheControl = 'private, no-cache';

/** Built files that are never served: the template, source maps, the precompressed copies by name. */
export const isServedBuildFile = (pathName: string) =>
  pathName !== '/index.html' && !/\.(map|br|gz)$/.test(pathName);

/**
 * Adds a weak ETag to every answer of the calling scope and answers a matching
 * If-None-Match with 304. Weak, because the same page is sent as Brotli, gzip or plain.
 */
export async function pageValidators(app: FastifyInstance) {
  await app.register(etag, { weak: true });
}
