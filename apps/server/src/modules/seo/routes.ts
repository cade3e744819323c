import { bootResponseSchema } from '@opencareers/contracts/boot';
import { type FirstViewData, firstViewDataElementId } from '@opencareers/contracts/first-view-data';
import { positionDetailsResponseSchema } from '@opencareers/contracts/position-details';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootDataFor } from '../boot/service.ts';
import { positionIsOpen } from '../position-details/present-details.ts';
import { findPosition, positionDetails } from '../position-details/service.ts';
import { locationLabel } from '../search/indexed-position.ts';
import { proseOf, snippetOf } from '../search/snippet.ts';
import { pageCacheControl, pageValidators } from '../spa/cache-policy.ts';
import { escapeAttr, loadIndexHtml, type PageShell } from '../spa/index-html.ts';
import { canonicalOrigin } from '../tenants/canonical-origin.ts';
import { jobPostingJsonLd, jsonForScript } from './job-posting.ts';
import { sitemapRoutes } from './sitemap.ts';

/**
 * Job pages as real HTML for search engines and link previews (title, description,
 * canonical URL, Open Graph, JobPosting JSON-LD, the job text in the page), then the app
 * takes over. A closed job answers 410 without job markup; an unknown one 404.
 */
export async function seoRoutes(app: FastifyInstance, opts: { distDir: string; publicOrigin?: string }) {
  const index = loadIndexHtml(opts.distDir);
  await pageValidators(app);
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    shell: Omit<PageShell, 'csrfToken' | 'lang' | 'locales'>,
    csrfToken = reply.csrfToken(),
  ) =>
    reply
      .status(status)
      .header('cache-control', pageCacheControl)
      .type('text/html; charset=utf-8')
      .send(
        index.render({
          ...shell,
          csrfToken,
          lang: request.tenant.config.locale.default,
          locales: request.tenant.config.locale.offered,
        }),
      );

  app.get<{ Params: { pid: string } }>(
    '/careers/job/:pid',
    { schema: { hide: true } },
    async (request, reply) => {
      const branding = request.tenant.config.pcsxConfig.branding;
      const company = branding.companyName;
      const noindex = '<meta name="robots" content="noindex">\n';
      // A private job is link-only: its own address serves the app without job markup, unindexed.
      if (request.params.pid === 'private') {
        return send(request, reply, 200, {
          title: `Careers at ${company}`,
          description: '',
          extraHead: noindex,
        });
      }
      const row = await findPosition(app.db, request.tenant.id, request.params.pid);
      if (!row || row.status === 'draft') {
        return send(request, reply, 404, {
          title: `Job not found | ${company}`,
          description: `This job does not exist at ${company}.`,
          extraHead: noindex,
        });
      }
      if (row.isPrivate) {
        return send(request, reply, 200, {
          title: `Careers at ${company}`,
          description: '',
          extraHead: noindex,
        });
      }
      if (!positionIsOpen(row, Date.now())) {
        return send(request, reply, 410, {
          title: `This job is no longer available | ${company}`,
          description: `${row.title} at ${company} has closed.`,
          extraHead: noindex,
        });
      }
      const origin = canonicalOrigin(request.tenant, opts.publicOrigin);
      const url = `${origin}/careers/job/${row.id}`;
      const where = row.workPlace === 'remote' ? 'Remote' : row.locations.map(locationLabel).join(' · ');
      const description = snippetOf(`${row.title} at ${company}, ${where}. ${proseOf(row.descriptionHtml)}`);
      const title = `${row.title} | ${company}`;
      const logo = branding.logoUrl ? new URL(branding.logoUrl, origin).toString() : undefined;
      const language = row.language ?? request.tenant.config.locale.default;
      const jsonLd = jobPostingJsonLd(row, { name: company, url: `${origin}/careers`, logo }, language);
      const meta = [
        `<link rel="canonical" href="${escapeAttr(url)}">`,
        '<meta property="og:type" content="website">',
        `<meta property="og:site_name" content="${escapeAttr(company)}">`,
        `<meta property="og:title" content="${escapeAttr(title)}">`,
        `<meta property="og:description" content="${escapeAttr(description)}">`,
        `<meta property="og:url" content="${escapeAttr(url)}">`,
        ...(logo ? [`<meta property="og:image" content="${escapeAttr(logo)}">`] : []),
        '<meta name="twitter:card" content="summary">',
        `<script type="application/ld+json">${jsonForScript(jsonLd)}</script>`,
      ].join('\n');
      // The app's first render needs boot and the job's details: embedded, so it renders the
      // finished page at once in place of this markup, and nothing on screen moves (issue 17).
      // Both go through their routes' answer schemas, as the API would send them.
      const csrfToken = reply.csrfToken();
      const firstView: FirstViewData = {
        boot: bootResponseSchema.parse({ data: await bootDataFor(app, request, csrfToken) }).data,
        position: {
          id: row.id,
          details: positionDetailsResponseSchema.parse({ data: await positionDetails(app, request, row.id) })
            .data,
        },
      };
      const data = `<script type="application/json" id="${firstViewDataElementId}">${jsonForScript(firstView)}</script>`;
      // The description is sanitised HTML (the import sanitises it), safe to place in the page.
      // Laid out like the app's job page (a 60 px header, the way back, the job), so the switch
      // to the app is quiet to the eye too.
      const body = `<header data-server-header><a href="/careers">${escapeAttr(company)}</a></header><main data-server-page><p><a href="/careers">Browse jobs</a></p><article lang="${escapeAttr(language)}"><h1>${escapeAttr(row.title)}</h1><p>${escapeAttr(company)} · ${escapeAttr(where)}</p>${row.descriptionHtml}</article></main>`;
      return send(
        request,
        reply,
        200,
        { title, description, extraHead: `${meta}\n${data}\n`, bodyHtml: body },
        csrfToken,
      );
    },
  );

  await app.register(sitemapRoutes, { publicOrigin: opts.publicOrigin });
}
