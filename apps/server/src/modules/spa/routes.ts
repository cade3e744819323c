import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import { apiPrefix } from '@opencareers/contracts/api-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { toApiError } from '../../plugins/error-handler.ts';
import { firstViewRendering, type RenderedFirstView } from '../first-view/render-page.ts';
import {
  hashedAssetCacheControl,
  isServedBuildFile,
  otherFileCacheControl,
  pageCacheControl,
  pageValidators,
} from './cache-policy.ts';
import { loadIndexHtml } from './index-html.ts';

/**
 * The built files, served without sessions or tenants: the Brotli or gzip copy made at build
 * when the client accepts it (plugins/compression.ts leaves those alone), hashed assets cached
 * for a year; never the source maps.
 */
export async function assetRoutes(app: FastifyInstance, opts: { distDir: string }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), tenantless: true };
  });
  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath: (pathName) => isServedBuildFile(pathName),
    preCompressed: true,
    // @fastify/send's own Cache-Control (max-age=0) would overwrite the one set below.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(opts.distDir, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? hashedAssetCacheControl : otherFileCacheControl);
      res.setHeader('vary', 'accept-encoding');
    },
  });
}

/** The single-page app's HTML for every page route of spec shell §2, and the not-found answer. */
export async function pageRoutes(app: FastifyInstance, opts: { distDir: string }) {
  const index = loadIndexHtml(opts.distDir);
  const renderFirstView = firstViewRendering(app, opts.distDir);
  await pageValidators(app);

  const sendPage = (
    request: FastifyRequest,
    reply: FastifyReply,
    status = 200,
    firstView: RenderedFirstView | null = null,
    csrfToken = reply.csrfToken(),
  ) => {
    const { tenant } = request;
    const branding = tenant.config.pcsxConfig.branding;
    // Returned, so an async handler (the not-found one) hands Fastify the reply it is sending
    // instead of undefined, which made Fastify answer a second time (ERR_HTTP_HEADERS_SENT).
    return reply
      .status(status)
      .header('cache-control', pageCacheControl)
      .type('text/html; charset=utf-8')
      .send(
        index.render({
          csrfToken,
          lang: firstView?.locale ?? tenant.config.locale.default,
          locales: tenant.config.locale.offered,
          // The rendered page's own title (a search's terms, a configured one) in its language,
          // as the app titles it: the tab does not change when the app takes over.
          title: firstView?.title ?? `Careers at ${branding.companyName}`,
          description:
            firstView?.description ??
            (branding.seo.description || `Find your next job at ${branding.companyName}.`),
          extraHead: firstView ? `${firstView.headTags}\n` : undefined,
          bodyHtml: firstView?.bodyHtml,
        }),
      );
  };

  const page = { schema: { hide: true } };
  app.get('/', page, async (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(`/careers${q >= 0 ? request.url.slice(q) : ''}`);
  });
  // /careers and a search arrive rendered (issue 17 item 3); the web app's entry answers null
  // for the other pages under /careers, which start in the browser.
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply) => {
    const csrfToken = reply.csrfToken();
    const firstView = await renderFirstView(request, reply, csrfToken);
    return sendPage(request, reply, 200, firstView, csrfToken);
  };
  app.get('/careers', page, sendRendered);
  app.get('/careers/*', page, sendRendered);
  app.get('/logout', page, (request, reply) => sendPage(request, reply));
  // The admin console's pages, its home included; the API refuses non-admins by itself.
  app.get('/admin', page, (request, reply) => sendPage(request, reply));
  app.get('/admin/*', page, (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith(apiPrefix)) {
      request.tenant ??= (await app.tenants.defaultTenant()) ?? request.tenant;
      if (request.tenant) return sendPage(request, reply, 404);
    }
    const body = toApiError(
      new HttpError(
        404,
        errorCodes.notFound,
        `No route for ${request.method} ${request.url.split('?')[0]?.slice(0, 200)}`,
      ),
    );
    return reply.status(404).send(body);
  });
}
