import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseURL, checkPage, launchBrowser, newContext } from '../support/browser.ts';

// Issue 17 "Transport": what the built app sends over the wire — compression by Accept-Encoding,
// cache headers of pages, hashed assets and API answers, and no public source maps.
const distAssets = path.resolve(import.meta.dirname, '../../apps/web/dist/assets');
const hashed = /^\/assets\/[\w.-]+-[\w-]{8}\.(js|css)$/;

const get = (url: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  fetch(new URL(url, baseURL()), { headers: { 'accept-encoding': acceptEncoding, ...headers } });

/**
 * The entry script, module preloads and stylesheets the page links to. On a server-rendered page
 * the scripts are handed to before-app.js, which adds them after the first paint.
 */
async function linkedAssets(): Promise<string[]> {
  const html = await (await get('/careers', 'identity', { accept: 'text/html' })).text();
  const urls = [...html.matchAll(/(?:src|href|data-app-entry)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  const preloads = /data-app-preload="([^"]*)"/.exec(html)?.[1]?.split(' ').filter(Boolean) ?? [];
  return [...new Set([...urls, ...preloads])];
}

describe('transport: compression and caching', () => {
  it('sends pages as Brotli or gzip as the client asks, revalidated on every visit', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      for (const url of ['/careers', '/careers/search?query=engineer']) {
        const res = await get(url, acceptEncoding, { accept: 'text/html' });
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-encoding'), `${url} ${acceptEncoding}`).toBe(expected);
        expect(res.headers.get('cache-control'), url).toBe('private, no-cache');
        expect(res.headers.get('etag'), url).toMatch(/^W\/"/);
        expect(await res.text(), url).toMatch(/<meta name="csrf-token" content="[^"]+">/);
      }
    }
  });

  it('sends the hashed scripts and styles precompressed, cached for a year as immutable', async () => {
    const assets = await linkedAssets();
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    // The entry script and styles are far over 1 KB: most of what is checked here is compressed.
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    for (const asset of assets) {
      expect(asset).toMatch(hashed);
      const plain = await (await get(asset, 'identity')).arrayBuffer();
      // Files under 1 KB get no precompressed copies and go as they are (docs/performance.md).
      const small = plain.byteLength < 1024;
      for (const [acceptEncoding, expected] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const res = await get(asset, acceptEncoding);
        expect(res.status, asset).toBe(200);
        expect(res.headers.get('content-encoding'), `${asset} ${acceptEncoding}`).toBe(
          small ? null : expected,
        );
        expect(res.headers.get('cache-control'), asset).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('vary') ?? '', asset).toMatch(/accept-encoding/i);
        // fetch decodes the body: the same file whatever the encoding.
        expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(plain)), asset).toBe(true);
      }
      // The Brotli copy of a file of 1 KB or more is made at build (quality 11), not per request.
      const onDisk = path.join(distAssets, `${path.basename(asset)}.br`);
      if (!small) expect(fs.existsSync(onDisk), onDisk).toBe(true);
    }
  });

  it('compresses API JSON and leaves it uncached by shared caches', async () => {
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const res = await get('/api/pcsx/search?query=engineer', acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-encoding'), acceptEncoding).toBe(expected);
      expect(res.headers.get('cache-control') ?? '').not.toMatch(/public|immutable/);
      const body = (await res.json()) as { data: { positions: unknown[] } };
      expect(body.data.positions.length).toBeGreaterThan(0);
    }
  });

  it('serves no source maps, and the bundles do not point at any', async () => {
    const assets = await linkedAssets();
    const onDisk = fs.existsSync(distAssets)
      ? fs.readdirSync(distAssets).filter((f) => f.endsWith('.map'))
      : [];
    const maps = [...new Set([...assets.map((a) => `${a}.map`), ...onDisk.map((f) => `/assets/${f}`)])];
    for (const map of maps) {
      const res = await get(map, 'gzip, deflate, br');
      expect(res.status, map).toBe(404);
      expect(await res.text(), map).not.toContain('"sources"');
    }
    for (const asset of assets) {
      const text = await (await get(asset, 'identity')).text();
      expect(text, asset).not.toMatch(/sourceMappingURL=/);
    }
  });
});

describe('transport: what the browser receives', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, 'phone')).newPage();
  });
  afterAll(() => browser.close());

  it('loads /careers with every script, style and API answer of 1 KB or more compressed', async () => {
    const seen: { url: string; encoding: string | undefined; size: number }[] = [];
    page.on('response', async (res) => {
      const url = new URL(res.url());
      const type = res.request().resourceType();
      if (
        url.origin !== new URL(baseURL()).origin ||
        !['script', 'stylesheet', 'fetch', 'document'].includes(type)
      )
        return;
      const headers = await res.allHeaders();
      const size = Number(
        headers['content-length'] ?? (await res.body().catch(() => Buffer.alloc(0))).length,
      );
      seen.push({ url: url.pathname, encoding: headers['content-encoding'], size });
    });
    await page.goto('/careers');
    await page.getByTestId('search-results').locator('article a').first().waitFor();
    await checkPage(page, 'transport-careers');
    const big = seen.filter((s) => s.size >= 1024 || s.encoding);
    expect(big.length).toBeGreaterThan(3);
    const uncompressed = big.filter((s) => s.encoding !== 'br').map((s) => s.url);
    expect(uncompressed).toEqual([]);
  });
});
