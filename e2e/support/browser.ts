import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';

export const baseURL = () => inject('baseURL');

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1366, height: 900 },
} as const;

/**
 * A connection to the one Chromium the global setup started for the whole run (starting a
 * browser per file cost each file a browser start-up). Every file still gets its own
 * contexts, so cookies and storage never leak between tests; `close()` closes this
 * connection's contexts, not the shared browser.
 */
export const launchBrowser = (): Promise<Browser> => chromium.connect(inject('browserWSEndpoint'));

export async function newContext(
  browser: Browser,
  viewport: keyof typeof viewports = 'desktop',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: viewports[viewport],
    locale: 'en-US',
  });
  context.setDefaultTimeout(15_000);
  return context;
}

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * A dialog or drawer still fading in (or a button still changing colour after a resize) has
 * text at partial opacity, which axe reads as low contrast: let finite transitions end before
 * axe runs (skeleton pulses run forever and are skipped).
 */
export async function finiteAnimationsDone(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Waits until the app has taken over the page (<html data-oc-app>, app-root.tsx). A server-rendered
 * page shows its links and text before that; a client-side navigation made earlier than this is
 * one no visitor can make (their click on a link is a full page load until the app runs).
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(() => Boolean(document.documentElement.dataset.ocApp));
}

/**
 * The page's WCAG violations, one line each. axe runs inside the page (legacy mode): the default
 * mode finishes every run in a new blank tab, re-injecting axe there, and measured 3.9 s a run
 * against 1.5 s (26 runs of profile, forms and search). Do not add `resultTypes: ['violations']`:
 * it looks cheaper but makes axe 4.13 drop target-size violations (axe-check.e2e.ts shows it).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await finiteAnimationsDone(page);
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return violations.map(
    (v) =>
      `${v.id}: ${v.help} → ${v.nodes.map((n) => `${n.target.join(' ')} (${(n.failureSummary ?? '').replace(/\s+/g, ' ')})`).join(', ')}`,
  );
}

/**
 * Fails on any WCAG 2.0/2.1/2.2 A or AA violation, listing what and where. A page caught
 * mid-change (a smooth scroll or a late reply re-laying it out, which no animation list shows)
 * can fail one reading on a loaded machine and never again: a failing page is read once more
 * after a second and that reading decides; one that passes the second time is
 * reported on stderr so that a real flicker is still seen.
 */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const first = await axeViolations(page);
  if (first.length === 0) return;
  await page.waitForTimeout(1_000);
  const second = await axeViolations(page);
  if (second.length === 0)
    console.error(`[axe] ${label}: passed on a second reading; first: ${first.join('; ')}`);
  // The list goes into the message too: CI's summary prints only the message, not the diff.
  expect(second, `axe violations on ${label}: ${second.join('; ')}`).toEqual([]);
}

const shotsDir = path.resolve(import.meta.dirname, '../artifacts/screenshots');

/**
 * Screenshots are for people to look at, so they are taken where people run the suite; CI
 * (CI=true, where nobody opens them and they are thrown away with the checkout) skips them
 * unless E2E_SCREENSHOTS=1 asks. A full-page PNG of a long page costs the run real seconds.
 */
const takeScreenshots = process.env.E2E_SCREENSHOTS
  ? process.env.E2E_SCREENSHOTS === '1'
  : process.env.CI !== 'true';

/** Saves a full-page screenshot, for people to look at (not compared automatically). */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!takeScreenshots) return;
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });
}

/**
 * Checks a page the way every e2e visit must: accessible at phone and desktop widths, with
 * a screenshot of each. Leaves the page at the desktop width.
 */
export async function checkPage(page: Page, name: string): Promise<void> {
  for (const [width, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.locator('main').first().waitFor();
    await expectAccessible(page, `${name} (${width})`);
    await screenshot(page, `${name}-${width}`);
  }
}

/**
 * checkPage once the toasts are gone: a toast closes itself after a few seconds, and one fading
 * out while axe reads the page is measured at partial opacity (a false contrast failure).
 * Assert what a toast says before calling this.
 */
export async function checkPageWithoutToasts(page: Page, name: string): Promise<void> {
  const toasts = page.locator('.mantine-Notification-root');
  for (const close of await toasts.getByRole('button', { name: 'Close' }).all())
    await close.click({ timeout: 2_000 }).catch(() => undefined); // it may have closed itself meanwhile
  // vitest's expect.poll gives up after one second; a loaded two-core machine needs longer.
  await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBe(0);
  await checkPage(page, name);
}

/**
 * One browser connection per test file and a fresh context (cookies, storage) per test: calls `use`
 * with each test's new page.
 */
export function usePagePerTest(
  use: (page: Page) => void,
  viewport: keyof typeof viewports = 'desktop',
): void {
  let browser: Browser;
  let context: BrowserContext;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    context = await newContext(browser, viewport);
    use(await context.newPage());
  });
  afterEach(() => context.close());
}

/**
 * What a download holds. The browser is shared through a connection (launchBrowser), so the
 * file lives with the browser process: it is copied here with saveAs, as Playwright asks.
 */
export async function downloadedBytes(download: Download): Promise<Uint8Array> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'oc-e2e-download-'));
  try {
    const file = path.join(dir, 'download');
    await download.saveAs(file);
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
