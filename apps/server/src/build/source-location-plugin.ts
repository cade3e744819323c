import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/** What the bundle's banner defines: a source file's absolute path from its path to the bundle. */
export const sourceLocationBanner = [
  "import { dirname as __ocDirname, join as __ocJoin } from 'node:path';",
  "import { pathToFileURL as __ocPathToFileURL } from 'node:url';",
  'const __ocSource = (fromBundle) => __ocJoin(import.meta.dirname, fromBundle);',
].join('\n');

/**
 * Keeps `import.meta.url`, `import.meta.dirname` and `import.meta.filename` meaning the source
 * file, not the bundle. The server reads files beside its modules (search/vocabulary.txt,
 * db/migrations, notification messages, the skills taxonomy) and resolves packages from where
 * a module sits; in one bundle every module would otherwise see dist/. Each is rewritten to
 * that module's path relative to the bundle, joined to the bundle's own directory at run time,
 * so the checkout can move.
 */
export function sourceLocationPlugin(outDir: string): Plugin {
  return {
    name: 'source-location',
    setup(build) {
      build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = await readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return { contents: source, loader: 'ts' };
        return { contents: rewriteSourceLocation(source, path.relative(outDir, args.path)), loader: 'ts' };
      });
    },
  };
}

/** The rewrite itself: `fromBundle` is the module's path relative to the bundle's directory. */
export function rewriteSourceLocation(source: string, fromBundle: string): string {
  const file = `__ocSource(${JSON.stringify(fromBundle.split(path.sep).join('/'))})`;
  return source
    .replaceAll('import.meta.filename', file)
    .replaceAll('import.meta.dirname', `__ocDirname(${file})`)
    .replaceAll('import.meta.url', `__ocPathToFileURL(${file}).href`);
}
