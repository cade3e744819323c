import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { firstViewRendering } from '../first-view/render-page.ts';
import { positionIsOpen } from '../position-details/present-details.ts';
import { findPosition } from '../position-details/service.ts';
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
  const renderFirstView = firstViewRendering(app, opts.distDir);
  await pageValidators(app);
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    shell: Omit<PageShell, 'csrfToken' | 'lang' | 'locales'>,
    csrfToken = reply.csrfToken(),
    lang = request.tenant.config.locale.default,
  ) =>
    reply
      .status(status)
      .header('cache-control', pageCacheControl)
      .type('text/html; charset=utf-8')
      .send(index.render({ ...shell, csrfToken, lang, locales: request.tenant.config.locale.offered }));

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
      // The job page drawn by the app's own components, with the boot and job answers embedded
      // for it to hydrate without asking for them (issue 17 item 3). Without a server renderer
      // in the build, crawlers still get the job's text, in markup the app replaces on start.
      const csrfToken = reply.csrfToken();
      const firstView = await renderFirstView(request, reply, csrfToken);
      // The description is sanitised HTML (the import sanitises it), safe to place in the page.
      // Without a server renderer: laid out like the app's job page (a 60 px header, the way
      // back, the job), so the switch to the app is quiet to the eye too.
      const body =
        firstView?.bodyHtml ??
        `<header data-server-header><a href="/careers">${escapeAttr(company)}</a></header><main data-server-page><p><a href="/careers">Browse jobs</a></p><article lang="${escapeAttr(language)}"><h1>${escapeAttr(row.title)}</h1><p>${escapeAttr(company)} · ${escapeAttr(where)}</p>${row.descriptionHtml}</article></main>`;
      return send(
        request,
        reply,
        200,
        {
          // The app's title for the page (in the page's language, or a configured one).
          title: firstView?.title ?? title,
          description,
          extraHead: `${meta}\n${firstView?.headTags ?? ''}\n`,
          bodyHtml: body,
        },
        csrfToken,
        firstView?.locale,
      );
    },
  );

  await app.register(sitemapRoutes, { publicOrigin: opts.publicOrigin });
}
