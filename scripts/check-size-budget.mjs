#!/usr/bin/env node
// The size budget (issue 17, docs/performance.md): from the web build's Vite manifest, the
// JavaScript and CSS a first visit to /careers, a search and a job page loads — the app's entry
// and the page's route chunk, with every chunk they import statically and their CSS — gzipped
// (level 9), against the budget in apps/web/size-budget.json. Prints a table; exits 1 when a
// page is over budget (or the build is missing).
// It also checks that every Mantine class the built scripts use is defined by a built
// stylesheet: the app imports the styles of the Mantine components it uses one by one
// (apps/web/src/app/mantine-styles.css), and a component added without its styles fails here;
// and that a page's first-load scripts find their Mantine styles in its first-load stylesheets
// (the styles of components only later parts use are loaded later: mantine-styles-later.css).
// Last, no first-load script may contain a module listed in `notInFirstLoad` (zod: the first
// view's answers are checked by schemas loaded alongside the request), read from the bundles'
// source maps (written by the build, never served).
//   node scripts/check-size-budget.mjs        (npm run check:size, after npm run build)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The files a page loads at first: the manifest's entry and the given source modules (route
 * chunks), with their static imports followed to the end. Dynamic imports are not followed:
 * they load later, when used.
 */
export function initialFiles(manifest, modules) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  for (const m of modules) if (!manifest[m]) throw new Error(`${m} is not in the build manifest`);
  const seen = new Set();
  const js = [];
  const css = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) js.push(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [...entries, ...modules]) visit(key);
  return { js, css: [...css] };
}

/** Gzipped size (level 9) of each file, summed per kind, in bytes. */
export function gzippedTotals(files, read) {
  const size = (list) => list.reduce((sum, file) => sum + gzipSync(read(file), { level: 9 }).length, 0);
  return { js: size(files.js), css: size(files.css), jsFiles: files.js.length, cssFiles: files.css.length };
}

/**
 * One row per page; `over` lists what exceeds the budget (KB = 1024 bytes), and 'js files' when
 * the page's first load takes more scripts than `maxJsFiles` (each costs a phone a request and
 * the parser a preload: apps/web/build/first-view-chunks.ts).
 */
export function checkBudget(config, manifest, read) {
  return Object.entries(config.pages).map(([page, modules]) => {
    const totals = gzippedTotals(initialFiles(manifest, modules), read);
    const kb = { js: totals.js / 1024, css: totals.css / 1024 };
    const over = ['js', 'css'].filter((kind) => kb[kind] > config.budgetKb[kind]);
    if (config.maxJsFiles !== undefined && totals.jsFiles > config.maxJsFiles) over.push('js files');
    return { page, ...totals, kb, over };
  });
}

/**
 * The sources of the given scripts (from their source maps, `read(file + '.map')`) whose path
 * contains one of `excluded`, such as `node_modules/zod/`; a script without a map has no sources.
 */
export function excludedModules(jsFiles, excluded, readMap) {
  const found = new Set();
  for (const file of jsFiles) {
    const map = readMap(file);
    if (!map) continue;
    for (const source of JSON.parse(map).sources ?? [])
      for (const part of excluded) if (source.includes(part)) found.add(part);
  }
  return [...found].sort();
}

/** Mantine's generated class (and keyframe) names, such as m_77c9d27d. */
const mantineName = /\bm_[0-9a-f]{6,8}\b/g;

/** The Mantine names the scripts use that no stylesheet mentions, sorted. */
export function mantineClassesWithoutStyles(scripts, stylesheets) {
  const styled = new Set(stylesheets.flatMap((css) => css.match(mantineName) ?? []));
  const used = new Set(scripts.flatMap((js) => js.match(mantineName) ?? []));
  return [...used].filter((name) => !styled.has(name)).sort();
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const web = path.join(root, 'apps/web');
  const manifestPath = path.join(web, 'dist/.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) {
    console.error(`No ${path.relative(root, manifestPath)}: run npm run build first.`);
    process.exit(1);
  }
  const config = JSON.parse(fs.readFileSync(path.join(web, 'size-budget.json'), 'utf8'));
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const read = (file) => fs.readFileSync(path.join(web, 'dist', file));
  const rows = checkBudget(config, manifest, read);
  const f = (n) => n.toFixed(1);
  console.log(
    `Initial JS and CSS per page, KB gzipped (budget: JS ${config.budgetKb.js}, CSS ${config.budgetKb.css}; at most ${config.maxJsFiles ?? '∞'} JS files)`,
  );
  console.log('page       JS files   JS KB  CSS files  CSS KB');
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(10)} ${String(r.jsFiles).padStart(8)} ${f(r.kb.js).padStart(7)} ${String(r.cssFiles).padStart(10)} ${f(r.kb.css).padStart(7)}${r.over.length ? `  OVER BUDGET (${r.over.join(', ')})` : ''}`,
    );
  }
  const assets = path.join(web, 'dist/assets');
  const texts = (ext) =>
    fs
      .readdirSync(assets)
      .filter((file) => file.endsWith(ext))
      .map((file) => fs.readFileSync(path.join(assets, file), 'utf8'));
  const unstyled = mantineClassesWithoutStyles(texts('.js'), texts('.css'));
  if (unstyled.length) {
    console.error(
      `Mantine classes without styles: ${unstyled.join(', ')}. A Mantine component's styles are missing: add its file to apps/web/src/app/mantine-styles.css (in the order of @mantine/core/styles.css).`,
    );
    process.exit(1);
  }
  // Rolldown's runtime chunk has no map; every other script has one.
  const readMap = (file) =>
    fs.existsSync(path.join(web, 'dist', `${file}.map`)) ? read(`${file}.map`) : undefined;
  let failed = false;
  for (const [page, modules] of Object.entries(config.pages)) {
    const files = initialFiles(manifest, modules);
    const asText = (list) => list.map((file) => read(file).toString('utf8'));
    const late = mantineClassesWithoutStyles(asText(files.js), asText(files.css));
    if (late.length) {
      console.error(
        `${page}: its first-load scripts use Mantine classes that its first-load styles do not define (${late.join(', ')}): the component's file belongs in apps/web/src/app/mantine-styles.css, not mantine-styles-later.css.`,
      );
      failed = true;
    }
    const excluded = excludedModules(files.js, config.notInFirstLoad ?? [], readMap);
    if (excluded.length) {
      console.error(
        `${page}: its first load contains ${excluded.join(', ')}, which apps/web/size-budget.json keeps out of it (notInFirstLoad): import it dynamically, or import constants from a module without it (docs/performance.md).`,
      );
      failed = true;
    }
  }
  if (failed) process.exit(1);
  const over = rows.filter((r) => r.over.length);
  if (over.length) {
    console.error(
      `Size budget exceeded on ${over.map((r) => r.page).join(', ')}: make what those pages do not need at first load later (a dynamic import), or raise apps/web/size-budget.json with a reason (docs/performance.md).`,
    );
    process.exit(1);
  }
  console.log('Size budget: ok');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
