import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  checkBudget,
  excludedModules,
  gzippedTotals,
  initialFiles,
  mantineClassesWithoutStyles,
} from './check-size-budget.mjs';

// A small build: the entry imports a shared vendor chunk and lazily a page and an admin page;
// the page imports the vendor chunk too and a helper with its own CSS.
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_vendor-1.js'],
    dynamicImports: ['src/page.tsx', 'src/admin.tsx'],
    css: ['assets/index-1.css'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    isDynamicEntry: true,
    imports: ['_vendor-1.js', '_helper-1.js', 'index.html'],
    css: ['assets/page-1.css'],
  },
  '_helper-1.js': { file: 'assets/helper-1.js', css: ['assets/helper-1.css', 'assets/index-1.css'] },
  'src/admin.tsx': { file: 'assets/admin-1.js', isDynamicEntry: true, imports: ['_big-1.js'] },
  '_big-1.js': { file: 'assets/big-1.js' },
};
const contents = {
  'assets/index-1.js': 'a'.repeat(5000),
  'assets/vendor-1.js': 'v'.repeat(3000),
  'assets/page-1.js': 'p',
  'assets/helper-1.js': 'h',
  'assets/admin-1.js': 'x',
  'assets/big-1.js': 'b'.repeat(100000),
  'assets/index-1.css': 'body{}',
  'assets/page-1.css': '.p{}',
  'assets/helper-1.css': '.h{}',
};
const read = (file) => Buffer.from(contents[file]);
const gz = (file) => gzipSync(read(file), { level: 9 }).length;

describe('size budget', () => {
  it('follows static imports from the entry and the page, once each, and not dynamic imports', () => {
    expect(initialFiles(manifest, ['src/page.tsx'])).toEqual({
      js: ['assets/index-1.js', 'assets/vendor-1.js', 'assets/page-1.js', 'assets/helper-1.js'],
      css: ['assets/index-1.css', 'assets/page-1.css', 'assets/helper-1.css'],
    });
    expect(initialFiles(manifest, []).js).toEqual(['assets/index-1.js', 'assets/vendor-1.js']);
  });

  it('refuses a page module the build does not have', () => {
    expect(() => initialFiles(manifest, ['src/missing.tsx'])).toThrow(/not in the build manifest/);
  });

  it('sums each file gzipped separately, as the server sends them', () => {
    const totals = gzippedTotals(initialFiles(manifest, ['src/page.tsx']), read);
    expect(totals.js).toBe(
      gz('assets/index-1.js') + gz('assets/vendor-1.js') + gz('assets/page-1.js') + gz('assets/helper-1.js'),
    );
    expect(totals.css).toBe(gz('assets/index-1.css') + gz('assets/page-1.css') + gz('assets/helper-1.css'));
    expect(totals).toMatchObject({ jsFiles: 4, cssFiles: 3 });
  });

  it('flags each page over its budget, in KB of 1024 bytes', () => {
    const js = gzippedTotals(initialFiles(manifest, ['src/page.tsx']), read).js;
    const css = gzippedTotals(initialFiles(manifest, ['src/page.tsx']), read).css;
    const pages = { page: ['src/page.tsx'], admin: ['src/admin.tsx'] };
    const rows = checkBudget({ budgetKb: { js: js / 1024, css: css / 1024 }, pages }, manifest, read);
    expect(rows.map((r) => [r.page, r.over])).toEqual([
      ['page', []],
      ['admin', ['js']],
    ]);
    const tight = checkBudget(
      { budgetKb: { js: 1, css: 0.01 }, pages: { page: pages.page } },
      manifest,
      read,
    );
    expect(tight[0]?.over).toEqual(['css']);
    // The page's first load is three scripts (entry, vendor, page, helper: four).
    const fewFiles = (maxJsFiles) =>
      checkBudget(
        { budgetKb: { js: 100, css: 100 }, maxJsFiles, pages: { page: pages.page } },
        manifest,
        read,
      )[0]?.over;
    expect(fewFiles(4)).toEqual([]);
    expect(fewFiles(3)).toEqual(['js files']);
  });

  it('finds Mantine classes the scripts use that no stylesheet defines (keyframes count)', () => {
    const scripts = ['var c={root:"m_77c9d27d",inner:"m_d08caa0"};', 'x("m_299c329c","m_12ab34cd")'];
    const stylesheets = [
      '.m_77c9d27d{color:red}.m_d08caa0 :first-child{margin:0}',
      '@keyframes m_299c329c{}',
    ];
    expect(mantineClassesWithoutStyles(scripts, stylesheets)).toEqual(['m_12ab34cd']);
    expect(mantineClassesWithoutStyles(scripts, [...stylesheets, '.a .m_12ab34cd{}'])).toEqual([]);
  });

  it('finds excluded modules in the scripts through their source maps', () => {
    const maps = {
      'assets/index-1.js.map': JSON.stringify({
        sources: ['../../src/main.tsx', '../../../../node_modules/react/index.js'],
      }),
      'assets/vendor-1.js.map': JSON.stringify({ sources: ['../../../../node_modules/zod/v4/core/core.js'] }),
    };
    const readMap = (file) => maps[`${file}.map`];
    const excluded = ['node_modules/zod/', 'node_modules/leaflet/'];
    expect(
      excludedModules(['assets/index-1.js', 'assets/vendor-1.js', 'assets/page-1.js'], excluded, readMap),
    ).toEqual(['node_modules/zod/']);
    expect(excludedModules(['assets/index-1.js'], excluded, readMap)).toEqual([]);
  });
});
