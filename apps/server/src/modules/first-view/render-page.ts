import { parse as parseQueryString } from 'node:querystring';
import { bootResponseSchema } from '@opencareers/contracts/boot';
import { firstViewDataElementId, type RenderFirstView } from '@opencareers/contracts/first-view-data';
import { positionDetailsResponseSchema } from '@opencareers/contracts/position-details';
import { searchQuerySchema, searchResponseSchema } from '@opencareers/contracts/search';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bootDataFor } from '../boot/service.ts';
import { acceptLanguageTags } from '../locales/reader-locale.ts';
import { positionDetails } from '../position-details/service.ts';
import { search } from '../search/search-service.ts';
import { jsonForScript } from '../seo/job-posting.ts';
import { RenderCache } from './render-cache.ts';
import { loadFirstViewRenderer } from './renderer.ts';
import { loadRouteAssets } from './route-assets.ts';

export interface RenderedFirstView {
  /** The markup of #root. */
  bodyHtml: string;
  /** For the head: the route's styles and module preloads, and the embedded data for the app. */
  headTags: string;
  /** The locale the page was rendered in: the page's `lang`. */
  locale: string;
  /** The page's title, in that locale, as the app titles it. */
  title: string;
  /** The page's meta description when the renderer wrote one (a search's first jobs). */
  description?: string;
}

/** An answer as the API sends it: through its route's schema, then JSON (dates become strings). */
const asSent = <T>(schema: { parse(value: unknown): { data: T } }, data: unknown): unknown =>
  JSON.parse(JSON.stringify(schema.parse({ data }).data));

/**
 * The first view of /careers, a search or a job page rendered by the web app's server entry, with
 * the data it read embedded for the app to hydrate (issue 17 item 3). The data come from the same
 * services and answer schemas as the API routes, for this request's visitor. Null for pages the
 * entry does not render, and when rendering fails (logged): the page then starts in the browser.
 * The render time is logged per request (`firstViewRenderMs`).
 */
export type FirstViewRendering = (
  request: FastifyRequest,
  reply: FastifyReply,
  csrfToken: string,
) => Promise<RenderedFirstView | null>;

/** Server rendering for the pages of one web build (the renderer loads in the background). */
export function firstViewRendering(app: FastifyInstance, distDir: string): FirstViewRendering {
  const renderer = loadFirstViewRenderer(distDir);
  renderer.catch(() => undefined); // reported by the first page that awaits it
  const routeAssets = loadRouteAssets(distDir);
  const cache = new RenderCache();
  return (request, reply, csrfToken) =>
    renderFirstView(app, request, reply, csrfToken, renderer, routeAssets, cache);
}

async function renderFirstView(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  csrfToken: string,
  renderer: Promise<RenderFirstView | null>,
  routeAssets: (modules: readonly string[]) => string,
  cache: RenderCache,
): Promise<RenderedFirstView | null> {
  try {
    const render = await renderer;
    if (!render) return null;
    const boot = bootResponseSchema.parse({ data: await bootDataFor(app, request, csrfToken) }).data;
    const hl = new URL(request.url, 'http://x').searchParams.get('hl');
    // As the reader's language of the API answers is picked (locales/reader-locale.ts): the
    // address, the saved choice, the browser's languages, then the company's default. So the
    // page's words and the places in its answers are in one language, and the app, which picks
    // from the same signals, hydrates it rather than drawing it anew.
    const requestedLocales = [
      hl ?? '',
      boot.user.locale ?? '',
      ...acceptLanguageTags(request.headers['accept-language']),
      request.tenant.config.locale.default,
    ].filter(Boolean);
    const index = await app.searchIndex.forTenant(request.tenant.id);
    const key = RenderCache.keyOf(request.url, requestedLocales, boot);
    const cached = key ? cache.get(index, key, boot) : null;
    const result =
      cached ??
      (await render({
        url: request.url,
        boot,
        requestedLocales,
        loaders: {
          search: async (queryString) =>
            asSent(
              searchResponseSchema,
              await search(app, request, searchQuerySchema.parse(parseQueryString(queryString))),
            ),
          // A job the API would refuse (gone, private to others) is left for the app to ask for.
          position: (id, queriedLocation) =>
            positionDetails(app, request, id, queriedLocation).then(
              (details) => asSent(positionDetailsResponseSchema, details),
              () => null,
            ),
        },
      }));
    if (!result) return null;
    if (key && !cached) cache.set(index, key, result);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    request.log.info(
      {
        firstViewRenderMs: round(result.renderMs),
        firstViewRenderCpuMs: round(result.renderCpuMs),
        firstViewCached: Boolean(cached),
      },
      'first view rendered',
    );
    reply.header(
      'server-timing',
      `render;dur=${result.renderMs.toFixed(1)}, render-cpu;dur=${result.renderCpuMs.toFixed(1)}${cached ? ', render-cache;desc=hit' : ''}`,
    );
    return {
      bodyHtml: result.html,
      headTags: `${routeAssets(result.routeModules)}\n<script type="application/json" id="${firstViewDataElementId}">${jsonForScript(result.data)}</script>`,
      locale: result.data.locale,
      title: result.title,
      description: result.description,
    };
  } catch (error) {
    request.log.error({ err: error }, 'first view render failed; the page starts in the browser');
    return null;
  }
}
