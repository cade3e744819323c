import type { Page } from 'playwright-core';
import { baseURL } from '../support/browser.ts';

/*
 * Shared by the first-view tests (issue 17 item 3): what the server's HTML holds, whether the
 * app hydrated it (kept the server's nodes) rather than drawing it anew, and what moved.
 */

/** A phone's user agent (Lighthouse's mobile preset sends this one): the server renders for a phone. */
export const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

interface Job {
  id: string;
  name: string;
}

/** The first page of results the API answers for a query string. */
export async function searchResults(query = ''): Promise<Job[]> {
  const response = await fetch(new URL(`/api/pcsx/search${query}`, baseURL()));
  const body = (await response.json()) as { data: { positions: Job[] } };
  return body.data.positions;
}

/**
 * Installed before the document is parsed: sums layout shifts not caused by input, and keeps
 * the element matching `selector` as the server sent it (taken when parsing ends, before the
 * app's script runs), so a test can tell whether the app kept it.
 */
export function recordFirstView(selector: string): void {
  const w = window as unknown as {
    layoutShifts: { value: number; nodes: string[] }[];
    serverNode: Element | null;
  };
  w.layoutShifts = [];
  w.serverNode = null;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null }[];
    }[]) {
      if (entry.hadRecentInput) continue;
      const nodes = entry.sources.map((s) => {
        const el = s.node instanceof Element ? s.node : s.node?.parentElement;
        return el ? `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 80) : '?';
      });
      w.layoutShifts.push({ value: entry.value, nodes });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive') w.serverNode = document.querySelector(selector);
  });
}

type Recorded = { layoutShifts: { value: number; nodes: string[] }[]; serverNode: Element | null };

/**
 * The cumulative layout shift once the page has settled: the network quiet and no new shift for
 * a second (polled each 250 ms; a shift is only reported after it happens, so there is no
 * event to wait for instead).
 */
export async function settledLayoutShift(page: Page): Promise<{ cls: number; detail: string }> {
  await page.waitForLoadState('networkidle');
  const count = () => page.evaluate(() => (window as unknown as Recorded).layoutShifts.length);
  let last = await count();
  let quietSince = Date.now();
  while (Date.now() - quietSince < 1000) {
    await page
      .waitForFunction((n) => (window as unknown as Recorded).layoutShifts.length !== n, last, {
        timeout: 250,
        polling: 50,
      })
      .catch(() => undefined);
    const now = await count();
    if (now !== last) {
      last = now;
      quietSince = Date.now();
    }
  }
  const shifts = await page.evaluate(() => (window as unknown as Recorded).layoutShifts);
  return { cls: shifts.reduce((sum, s) => sum + s.value, 0), detail: JSON.stringify(shifts) };
}

/** Whether the element the server sent is still the one in the page (hydrated, not replaced). */
export const serverNodeKept = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const { serverNode } = window as unknown as Recorded;
    return Boolean(serverNode?.isConnected) && document.querySelector(s) === serverNode;
  }, selector);

/** Console errors and uncaught exceptions from now on (a hydration mismatch reports here). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Makes every Content-Security-Policy violation in the page a console error, so that
 * `collectErrors` sees it: Chromium reports a refused `eval` only in DevTools' Issues panel
 * (Lighthouse's Best Practices counts it), not in the console.
 */
export async function reportCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
}

/** API paths the page asks for from now on. */
export function collectApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) calls.push(url.pathname);
  });
  return calls;
}
