import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { viewports } from '../support/browser.ts';

/** The company the global setup made with create-tenant and create-admin only. */
export const newTenant = () => inject('newTenant');

/**
 * A fresh context on the new company's own host name (`acme-….localhost:<port>`): the server
 * tells the company by the Host header, as it would for a real domain, not by `?domain=`.
 */
export async function tenantContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: newTenant().origin,
    viewport: viewports.desktop,
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * A JSON call from inside the page, with its session and CSRF token. Not `page.request`: that
 * resolves names in Node, which does not send `*.localhost` to this machine as Chromium does.
 */
export async function inPage(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  return page.evaluate(
    async ({ method, url, data }) => {
      const token = document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? '';
      const res = await fetch(url, {
        method,
        headers: {
          'x-csrf-token': token,
          ...(data === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: data === undefined ? undefined : JSON.stringify(data),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, url, data },
  );
}

/** Open jobs a candidate's search finds for this text. */
export async function searchCount(page: Page, query: string): Promise<number> {
  return (await inPage(page, 'GET', `/api/pcsx/search?query=${encodeURIComponent(query)}`)).body.data.count;
}

/** A page's text as fetched (not rendered), from inside the page. */
export const fetchText = (page: Page, url: string) =>
  page.evaluate(async (u) => (await fetch(u)).text(), url);

/**
 * Waits until the server has answered an analytics event of this kind. The answer, not the
 * request: the page logs without waiting, and moving on at once would cancel the request.
 * `withText` picks one event among several alike (a search's query): /careers also logs its
 * first, empty search, which may answer late and must not stand in for the awaited one.
 */
export const logged = (page: Page, namespace: string, event: string, withText?: string) =>
  page.waitForResponse((r) => {
    const body = r.request().postData() ?? '';
    return (
      r.url().includes('/vslog') &&
      r.ok() &&
      body.includes(`"namespace":"${namespace}"`) &&
      body.includes(`"event":"${event}"`) &&
      (withText === undefined || body.includes(withText))
    );
  });

/**
 * A PNG drawn in the page's canvas: a word on a coloured ground, large enough to be seen in the
 * screenshots (the server still judges it by its bytes and re-encodes it).
 */
export async function drawnPng(
  page: Page,
  o: { width: number; height: number; text: string; ground: string; ink: string },
): Promise<Buffer> {
  const dataUrl = await page.evaluate((o) => {
    const canvas = document.createElement('canvas');
    canvas.width = o.width;
    canvas.height = o.height;
    const g = canvas.getContext('2d')!;
    g.fillStyle = o.ground;
    g.fillRect(0, 0, o.width, o.height);
    g.fillStyle = o.ink;
    g.font = `bold ${Math.round(o.height * 0.45)}px sans-serif`;
    g.textBaseline = 'middle';
    g.fillText(o.text, o.height * 0.2, o.height / 2, o.width - o.height * 0.4);
    return canvas.toDataURL('image/png');
  }, o);
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

/** Picks a file through the button that opens the file chooser. */
export async function chooseFile(
  page: Page,
  button: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(file);
}

/**
 * `count` jobs as a spreadsheet exports them, with headers the import guesses by itself, all
 * titled with `word` so a search finds exactly them.
 */
export function jobsCsv(word: string, count: number): Buffer {
  const cities = ['Berlin,DE', 'Lisbon,PT', 'Austin,US', 'Lyon,FR'];
  const lines = ['Job ID,Title,Department,Employment Type,Level,Workplace,Description,City,Country'];
  for (let i = 0; i < count; i++)
    lines.push(
      `ACME-${i},${word} ${i},Assembly,Full-time,Mid,On-site,"Build robot number ${i}.",${cities[i % cities.length]}`,
    );
  return Buffer.from(lines.join('\n'));
}
