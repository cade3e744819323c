import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import {
  rewriteSourceLocation,
  sourceLocationBanner,
  sourceLocationPlugin,
} from './source-location-plugin.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-source-location-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the bundle keeps import.meta meaning the source file', () => {
  it('reads a file beside each module, by dirname, filename and url, from a bundle elsewhere', async () => {
    fs.mkdirSync(path.join(dir, 'src/deep'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'src/deep/words.txt'), 'beside the deep module');
    fs.writeFileSync(path.join(dir, 'src/top.txt'), 'beside the entry');
    fs.writeFileSync(
      path.join(dir, 'src/deep/reader.ts'),
      `import { readFileSync } from 'node:fs';
       import path from 'node:path';
       export const byDirname = readFileSync(path.join(import.meta.dirname, 'words.txt'), 'utf8');
       export const byUrl = readFileSync(new URL('./words.txt', import.meta.url), 'utf8');
       export const file = import.meta.filename;`,
    );
    fs.writeFileSync(
      path.join(dir, 'src/entry.ts'),
      `import { readFileSync } from 'node:fs';
       export * from './deep/reader.ts';
       export const top = readFileSync(new URL('./top.txt', import.meta.url), 'utf8');`,
    );
    const outDir = path.join(dir, 'dist/nested');
    await build({
      entryPoints: [path.join(dir, 'src/entry.ts')],
      outfile: path.join(outDir, 'out.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      banner: { js: sourceLocationBanner },
      plugins: [sourceLocationPlugin(outDir)],
      logLevel: 'silent',
    });
    const bundle = await import(pathToFileURL(path.join(outDir, 'out.js')).href);
    expect(bundle.byDirname).toBe('beside the deep module');
    expect(bundle.byUrl).toBe('beside the deep module');
    expect(bundle.top).toBe('beside the entry');
    expect(bundle.file).toBe(path.join(dir, 'src/deep/reader.ts'));
  });

  it('rewrites every form and leaves other import.meta properties alone', () => {
    const out = rewriteSourceLocation(
      'a(import.meta.url); b(import.meta.dirname); c(import.meta.filename); d(import.meta.env);',
      '../src/x/y.ts',
    );
    expect(out).not.toMatch(/import\.meta\.(url|dirname|filename)/);
    expect(out).toContain('import.meta.env');
    expect(out).toContain('__ocPathToFileURL(__ocSource("../src/x/y.ts")).href');
    expect(out).toContain('__ocDirname(__ocSource("../src/x/y.ts"))');
  });
});
