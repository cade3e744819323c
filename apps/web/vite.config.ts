import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstViewChunks } from './build/first-view-chunks.ts';
import { lowPriorityModulePreloads } from './build/low-priority-preloads.ts';
import { mantineStableId } from './build/mantine-stable-id.ts';
import { englishMessagesSplit } from './build/messages-plugin.ts';

// The API server (apps/server) owns these paths; in development Vite forwards them so the SPA
// talks to the real server exactly as it does when the server serves the built files.
const apiTarget = process.env.OC_API_URL ?? 'http://localhost:3000';
const proxied = ['/api', '/vslog', '/healthz'];

/** A file of React Router's production build (see the alias below). */
const reactRouterBuild = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ isSsrBuild, mode }) => {
  const firstView = firstViewChunks(fileURLToPath(new URL('.', import.meta.url)));
  return {
    base: '/',
    plugins: [
      react(),
      // Client and server builds alike: the server's ids are the ones hydration keeps.
      mantineStableId(),
      englishMessagesSplit(),
      lowPriorityModulePreloads(),
      !isSsrBuild && firstView.plugin,
      // Brotli (quality 11) and gzip (level 9) copies of every text asset, made once at build so
      // the server sends them without compressing per request (docs/performance.md). index.html
      // is left out: the server fills it per request and compresses it then.
      // Not for the server entry (dist/.ssr, read from disk by the server, never sent).
      !isSsrBuild &&
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          include: /\.(js|mjs|css|svg|json|txt|xml|wasm)$/,
          threshold: 1024,
          logLevel: 'silent',
        }),
    ],
    // The server entry (dist/.ssr, issue 17 item 3) carries its dependencies, React's production
    // build among them, whatever NODE_ENV the server runs with; jsdom (DOMPurify's window there)
    // stays a package the server loads.
    ...(isSsrBuild
      ? {
          ssr: { noExternal: true, external: ['jsdom'] },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        }
      : {}),
    // In the browser, zod parses without compiling parsers by `new Function`, which our CSP
    // refuses (src/lib/zod/zod-jitless.ts). Only the bare `zod` specifier: the wrapper itself
    // imports `zod/v4`.
    ...(isSsrBuild
      ? {}
      : {
          resolve: {
            alias: [
              {
                find: /^zod$/,
                replacement: fileURLToPath(new URL('./src/lib/zod/zod-jitless.ts', import.meta.url)),
              },
              // React Router's package exports only its development build to bundlers (its
              // production build is reached by NODE_ENV at run time in Node alone): the browser
              // got its development warnings and their checks on every render. Its production
              // files are the same modules with those switched off.
              ...(mode === 'production'
                ? [
                    { find: /^react-router$/, replacement: reactRouterBuild('index.mjs') },
                    { find: /^react-router\/dom$/, replacement: reactRouterBuild('dom-export.mjs') },
                  ]
                : []),
            ],
          },
        }),
    server: {
      port: 5173,
      proxy: Object.fromEntries(proxied.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
    },
    build: {
      outDir: 'dist',
      // Maps are written for decoding an error report's stack trace, but the bundles do not point
      // at them and the server refuses to serve them (modules/spa/routes.ts).
      sourcemap: 'hidden',
      // dist/.vite/manifest.json: which files each page's entry loads, read by the size budget
      // check (scripts/check-size-budget.mjs). The server does not serve it (modules/spa).
      manifest: !isSsrBuild,
      // The first view's code in a few files, not ~90 (build/first-view-chunks.ts).
      ...(isSsrBuild ? {} : { rolldownOptions: { output: { codeSplitting: { groups: firstView.groups } } } }),
    },
  };
});
