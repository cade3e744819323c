import type { Plugin } from 'vite';

/** Also written by the server for a route module's preloads (modules/first-view/route-assets.ts). */
const modulePreloadPriority = 'fetchpriority="low"';

/**
 * Marks the module preloads Vite writes into index.html `fetchpriority="low"` (issue 17).
 * The first view arrives as HTML rendered on the server; what it needs to paint is that HTML
 * and its stylesheets. Chromium fetches module preloads at high priority, so on a slow phone
 * connection the ~90 script files competed with the stylesheets for the line, and the page
 * painted only once most of the JavaScript was in (Lighthouse counts them as render-blocking
 * for the same reason). Low, they come right after what the paint needs; hydration waits for
 * them either way.
 */
export function lowPriorityModulePreloads(): Plugin {
  return {
    name: 'opencareers-low-priority-module-preloads',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll('<link rel="modulepreload" ', `<link rel="modulepreload" ${modulePreloadPriority} `),
    },
  };
}
