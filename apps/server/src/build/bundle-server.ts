import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { sourceLocationBanner, sourceLocationPlugin } from './source-location-plugin.ts';

/**
 * `npm run build -w @opencareers/server`: the server as one JavaScript file, dist/server.js,
 * which `npm start` runs with plain Node. Running the TypeScript through tsx kept every module's
 * source twice and an inline source map in memory, and tsx rewrote the server-side page
 * renderer's bundle too (issue 19, docs/performance.md "Server memory"). Packages stay outside
 * the bundle and load from node_modules as before; the workspace's own packages
 * (@opencareers/contracts, @opencareers/forms, TypeScript sources) are bundled in.
 * `npm run dev` and the tests still run the sources through tsx.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
export const bundleDir = path.join(serverDir, 'dist');

/**
 * Every bare import is left to Node's resolution but the workspace's own packages and JSON
 * (country names): esbuild writes an external import without its `with { type: 'json' }`,
 * which Node then refuses.
 */
const packagesOutside: Plugin = {
  name: 'packages-outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@opencareers/') || args.path.endsWith('.json')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

export async function bundleServer(outDir = bundleDir): Promise<string> {
  const outfile = path.join(outDir, 'server.js');
  await build({
    entryPoints: [path.join(serverDir, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // A linked map beside the bundle: `node --enable-source-maps dist/server.js` reads it when a
    // stack trace should name the TypeScript; by default Node does not load it (memory).
    sourcemap: 'linked',
    banner: { js: sourceLocationBanner },
    plugins: [packagesOutside, sourceLocationPlugin(outDir)],
    logLevel: 'warning',
  });
  return outfile;
}

if (import.meta.filename === process.argv[1]) {
  const t0 = performance.now();
  const out = await bundleServer();
  console.log(
    `server bundled into ${path.relative(process.cwd(), out)} in ${Math.round(performance.now() - t0)} ms`,
  );
}
