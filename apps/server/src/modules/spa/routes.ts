import fastifyStatic from '@fastify/static';
import { errorCodes } from '@opencareers/contracts/api-envelope';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { toApiError } from '../../plugins/error-handler.ts';
import { loadIndexHtml } from './index-html.ts';

/** Hashed build assets: cached for a year, served without sessions or tenants. */
export async function assetRoutes(app: FastifyInstance, opts: { distDir: string }) {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), tenantless: true };
  });
  await app.register(fastifyStatic, {
    root: opts.distDir,
    prefix: '/',
    wildcard: false,
    index: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${'/assets/'}`))
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });
}

/** The single-page app's HTML for every page route of spec shell §2, and the not-found answer. */
export async function pageRoutes(app: FastifyInstance, opts: { distDir: string }) {
  const index = loadIndexHtml(opts.distDir);

  const sendPage = (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    const { tenant } = request;
    const branding = tenant.config.pcsxConfig.branding;
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(
        index.render({
          csrfToken: reply.csrfToken(),
          lang: tenant.config.locale.default,
          title: `Careers at ${branding.companyName}`,
          description: branding.seo.description || `Find your next job at ${branding.companyName}.`,
        }),
      );
  };

  const page = { schema: { hide: true } };
  app.get('/', page, async (request, reply) => {
    const q = request.url.indexOf('?');
    return reply.redirect(`/careers${q >= 0 ? request.url.slice(q) : ''}`);
  });
  app.get('/careers', page, (request, reply) => sendPage(request, reply));
  app.get('/careers/*', page, (request, reply) => sendPage(request, reply));
  app.get('/logout', page, (request, reply) => sendPage(request, reply));
  // The admin console's pages (the forms gallery first); the API refuses non-admins by itself.
  app.get('/admin/*', page, (request, reply) => sendPage(request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (wantsHtml && !request.url.startsWith('/api/')) {
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
