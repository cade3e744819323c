import fs from 'node:fs';
import path from 'node:path';
import { escapeAttr } from '../spa/index-html.ts';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The head tags a server-rendered page needs for its route module (issue 17 item 3): the
 * stylesheets of the page's lazy chunk and of everything it imports statically, which the app
 * would otherwise add only once its JavaScript has loaded the route, so the server's markup
 * would be laid out without them and then move; and module preloads for those scripts, so the
 * route is fetched alongside the entry instead of after it. The preloads are low priority, as
 * the entry's are (apps/web/build/low-priority-preloads.ts): the stylesheets and the HTML paint
 * the page; the scripts only hydrate it. Read from the web build's Vite
 * manifest (dist/.vite/manifest.json); the entry's own files are in index.html already.
 */
export function loadRouteAssets(distDir: string): (modules: readonly string[]) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  const entryKey = 'index.html';
  const inEntry = new Set<string>();
  walk(manifest, entryKey, inEntry);
  const cache = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    const cached = cache.get(key);
    if (cached !== undefined) return cached;
    const seen = new Set<string>();
    for (const m of modules) walk(manifest, m, seen);
    const css: string[] = [];
    const js: string[] = [];
    for (const k of seen) {
      if (inEntry.has(k)) continue;
      const chunk = manifest[k];
      if (!chunk) continue;
      js.push(chunk.file);
      for (const c of chunk.css ?? []) css.push(c);
    }
    // A stylesheet shared with the entry is in the page already.
    const entryCss = new Set([...inEntry].flatMap((k) => manifest[k]?.css ?? []));
    const tags = [
      ...[...new Set(css)]
        .filter((c) => !entryCss.has(c))
        .map((c) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(c)}">`),
      ...js.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${escapeAttr(f)}">`),
    ].join('\n');
    cache.set(key, tags);
    return tags;
  };
}

function walk(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) walk(manifest, i, seen);
}
