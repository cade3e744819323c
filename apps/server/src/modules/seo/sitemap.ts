import { and, asc, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { positions } from '../../db/schema/index.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';

/** The sitemap protocol's limit of URLs per file. */
const perFile = 50_000;

const xmlEscape = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** sitemap.xml (every open listed job with its last change; an index of files past 50,000) and robots.txt. */
export async function sitemapRoutes(app: FastifyInstance, opts: { publicOrigin?: string }) {
  const origin = (request: FastifyRequest) => canonicalOrigin(request.tenant, opts.publicOrigin);
  const openNow = (tenantId: string) =>
    and(
      eq(positions.tenantId, tenantId),
      eq(positions.status, 'open'),
      eq(positions.isPrivate, false),
      or(isNull(positions.expiresAt), gt(positions.expiresAt, new Date())),
    );

  app.get<{ Querystring: { page?: string } }>(
    '/sitemap.xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const base = origin(request);
      const tenantId = request.tenant.id;
      const total = (await app.db.select({ n: count() }).from(positions).where(openNow(tenantId)))[0]?.n ?? 0;
      const pages = Math.max(1, Math.ceil(total / perFile));
      const page = Number.parseInt(request.query.page ?? '', 10);
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600');
      if (pages > 1 && !(page >= 1)) {
        const entries = Array.from(
          { length: pages },
          (_, i) => `<sitemap><loc>${xmlEscape(`${base}/sitemap.xml?page=${i + 1}`)}</loc></sitemap>`,
        );
        return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
      }
      const n = pages > 1 ? Math.min(page, pages) : 1;
      const rows = await app.db
        .select({ id: positions.id, updatedAt: positions.updatedAt })
        .from(positions)
        .where(openNow(tenantId))
        .orderBy(asc(positions.postedAt), asc(positions.id))
        .limit(perFile)
        .offset((n - 1) * perFile);
      const urls = rows.map(
        (r) =>
          `<url><loc>${xmlEscape(`${base}/careers/job/${r.id}`)}</loc><lastmod>${r.updatedAt.toISOString()}</lastmod></url>`,
      );
      if (n === 1) urls.unshift(`<url><loc>${xmlEscape(`${base}/careers`)}</loc></url>`);
      return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
    },
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /careers',
      'Disallow: /api/',
      'Disallow: /careers/apply',
      'Disallow: /careers/job/private',
      'Disallow: /careers/dashboard',
      'Disallow: /careers/profile',
      `Sitemap: ${origin(request)}/sitemap.xml`,
      '',
    ].join('\n');
  });
}
