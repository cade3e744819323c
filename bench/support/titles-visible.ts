/**
 * "Job titles visible": milliseconds from the start of navigation until the first job title of
 * the results list is in the page and a frame has been scheduled for it, in headless Chromium
 * without throttling. Cold: a new browser context (empty cache) per load. Warm: one context
 * loaded once, then reloaded with its cache.
 */
import { type Browser, chromium } from 'playwright-core';
import { chromiumOptions } from '../../e2e/support/chromium-options.ts';
import { median } from './lighthouse-runs.ts';

// The results list's titles (e2e/search/search-helpers.ts resultTitles). A MutationObserver set
// up before the document is parsed sees titles the parser inserts (server HTML) as well as the
// ones the app renders; the time is taken in the next animation frame, just before paint.
// A string, not a function: tsx would wrap a function's inner functions in a helper the page
// does not have.
const observeTitles = `(() => {
  const selector = '[data-testid="search-results"] article a';
  const observer = new MutationObserver(() => {
    if (!document.querySelector(selector)) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__ocTitlesAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

async function timeLoad(browser: Browser, url: string, context?: Awaited<ReturnType<Browser['newContext']>>) {
  const ctx =
    context ?? (await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' }));
  try {
    const page = await ctx.newPage();
    await page.addInitScript({ content: observeTitles });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction(
      () => (window as unknown as { __ocTitlesAt?: number }).__ocTitlesAt,
      undefined,
      { timeout: 60_000 },
    );
    const ms = Number(await handle.jsonValue());
    await page.close();
    return ms;
  } finally {
    if (!context) await ctx.close();
  }
}

export async function titlesVisible(base: string, paths: string[], loads: number) {
  const browser = await chromium.launch(chromiumOptions);
  const out: Record<string, unknown> = {};
  try {
    for (const p of paths) {
      const url = `${base}${p}`;
      const cold: number[] = [];
      for (let i = 0; i < loads; i++) cold.push(await timeLoad(browser, url));
      const ctx = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
      await timeLoad(browser, url, ctx); // fills the cache
      const warm: number[] = [];
      for (let i = 0; i < loads; i++) warm.push(await timeLoad(browser, url, ctx));
      await ctx.close();
      const r = (xs: number[]) => xs.map((x) => Math.round(x));
      out[p] = {
        coldMedianMs: Math.round(median(cold)),
        warmMedianMs: Math.round(median(warm)),
        cold: r(cold),
        warm: r(warm),
      };
    }
  } finally {
    await browser.close();
  }
  return out;
}
