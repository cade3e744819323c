import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { resultTitles } from '../search/search-helpers.ts';
import { baseURL, checkPage, launchBrowser, viewports } from '../support/browser.ts';
import {
  collectApiCalls,
  collectErrors,
  recordFirstView,
  reportCspViolations,
  searchResults,
  serverNodeKept,
  settledLayoutShift,
} from './first-view-helpers.ts';

/*
 * Issue 17 item 3 on /careers and a search page: the first page of results (with its filters)
 * arrives as HTML rendered by React on the server, readable without JavaScript, and the app
 * hydrates it: it asks for neither boot nor the search again, keeps the server's nodes, reports
 * no hydration error and moves nothing (CLS ≤ 0.05 with the processor slowed 4×). Its scripts
 * are asked for only after the page's first paint.
 */

const firstTitle = '[data-testid="search-results"] article a';

async function withPage(
  options: { viewport: keyof typeof viewports; javaScriptEnabled?: boolean; userAgent?: string },
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: viewports[options.viewport],
    locale: 'en-US',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    userAgent: options.userAgent,
  });
  context.setDefaultTimeout(15_000);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
    await browser.close();
  }
}

/** Loads a page with a phone's slower processor and checks how the app took over. */
async function expectHydrated(
  page: Page,
  path: string,
  apiNotAskedFor: string[],
  keptNode = firstTitle,
): Promise<void> {
  const errors = collectErrors(page);
  await reportCspViolations(page);
  const api = collectApiCalls(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(recordFirstView, keptNode);
  const served = await page.goto(path);
  const servedTitle = /<title>([^<]*)<\/title>/.exec((await served?.text()) ?? '')?.[1];
  // The app has started: its search box answers typing (a server page alone would not).
  await page.waitForFunction(() => document.documentElement.dataset.ocApp === 'hydrated');
  const { cls, detail } = await settledLayoutShift(page);
  expect(cls, detail).toBeLessThanOrEqual(0.05);
  // The app's scripts start once the page is painted (public/before-app.js): the request for
  // its entry begins after the first contentful paint, not alongside the stylesheets.
  const { paintedAt, entryAskedAt } = await page.evaluate(() => ({
    paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    entryAskedAt:
      performance
        .getEntriesByType('resource')
        .find((e) => /\/assets\/index-[\w-]+\.js$/.test(new URL(e.name).pathname))?.startTime ?? null,
  }));
  expect(paintedAt, 'a first contentful paint').not.toBeNull();
  expect(entryAskedAt, "the app's entry was loaded").not.toBeNull();
  expect(entryAskedAt!).toBeGreaterThanOrEqual(paintedAt!);
  for (const path of apiNotAskedFor) expect(api).not.toContain(path);
  expect(await serverNodeKept(page, keptNode), 'the server-rendered title node is kept').toBe(true);
  expect(errors).toEqual([]);
  // The server's title is the app's own for the page: the tab does not change on hydration.
  expect(servedTitle).toBe(await page.title());
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
}

describe('/careers and a search: first view from the server', () => {
  it('sends the first page of results in the HTML, readable without JavaScript', async () => {
    const expected = (await searchResults('?query=engineer')).map((p) => p.name);
    expect(expected.length).toBeGreaterThan(0);
    await withPage(
      // A desktop browser's user agent, as Playwright sends it: the page is right for the
      // phone's width all the same, by CSS (no guess from the user agent).
      { viewport: 'phone', javaScriptEnabled: false },
      async (page) => {
        await page.goto('/careers/search?query=engineer');
        expect(await resultTitles(page).allTextContents()).toEqual(expected);
        // The filters come with it (search §5): the button that opens them on a phone, and not
        // the desktop's row of dropdowns; no job pane beside the list.
        await page.getByRole('button', { name: 'Filters', exact: false }).first().waitFor();
        expect(await page.getByRole('group', { name: 'Filters' }).isVisible()).toBe(false);
        expect(await page.locator('aside').isVisible()).toBe(false);
        await page.setViewportSize(viewports.desktop);
        await page.getByRole('group', { name: 'Filters' }).waitFor();
        await page.locator('aside h2').first().waitFor();
        await page.goto('/careers');
        expect(await resultTitles(page).allTextContents()).toEqual(
          (await searchResults()).map((p) => p.name),
        );
      },
    );
  });

  it('/careers on a phone: hydrated, nothing fetched again, nothing moved', async () => {
    await withPage({ viewport: 'phone' }, async (page) => {
      await expectHydrated(page, '/careers', ['/api/pcsx/boot', '/api/pcsx/search']);
      await checkPage(page, 'careers-first-view');
    });
  });

  it("/careers loads the schemas of its first answers, and none of the candidate's home code with them", async () => {
    await withPage({ viewport: 'phone' }, async (page) => {
      await page.goto('/careers');
      const loaded = () =>
        page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
      // The notification bell's answer is checked against its schema, loaded once it comes.
      await expect
        .poll(async () => (await loaded()).includes('/api/pcsx/notifications_boot_data'), { timeout: 15_000 })
        .toBe(true);
      await page.waitForTimeout(1500);
      const scripts = async () => (await loaded()).filter((path) => path.endsWith('.js'));
      expect((await scripts()).some((path) => path.includes('/first-view-schemas'))).toBe(true);
      // The home's chunk once held zod and every contract: one schema import loaded and ran all
      // of it (build/first-view-chunks.ts).
      expect((await scripts()).filter((path) => path.includes('/dashboard-view-'))).toEqual([]);
    });
  });

  it("/careers starts without the dialogs' code, and its filter drawer opens once that code is in", async () => {
    await withPage({ viewport: 'phone' }, async (page) => {
      // The dialogs' code (lib/overlays/modal-kit.ts) held back: were it part of the first view,
      // the app would not start.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let asked = false;
      await page.route(/\/assets\/modal-kit-[\w-]+\.js$/, async (route) => {
        asked = true;
        await held;
        await route.continue();
      });
      await page.goto('/careers');
      await page.waitForFunction(() => document.documentElement.dataset.ocApp === 'hydrated');
      await page.getByRole('button', { name: 'Filters' }).click();
      // Fetched once the page is idle, or at the latest when a dialog is asked for.
      await expect.poll(() => asked, { timeout: 15_000 }).toBe(true);
      expect(await page.getByRole('dialog').count()).toBe(0);
      release();
      await page.getByRole('dialog', { name: 'Filters' }).waitFor();
    });
  });

  it('a search on a desktop: the list and the first job beside it, neither fetched again', async () => {
    await withPage({ viewport: 'desktop' }, async (page) => {
      await expectHydrated(page, '/careers/search?query=engineer', [
        '/api/pcsx/boot',
        '/api/pcsx/search',
        '/api/pcsx/position_details',
      ]);
      await checkPage(page, 'search-first-view');
    });
  });

  it('a search with a job chosen (?pid=) on a phone: that job alone from the first view, nothing moved', async () => {
    const chosen = (await searchResults('?query=engineer'))[3]!;
    await withPage({ viewport: 'phone' }, async (page) => {
      await expectHydrated(
        page,
        `/careers/search?query=engineer&pid=${chosen.id}`,
        ['/api/pcsx/boot', '/api/pcsx/search', '/api/pcsx/position_details'],
        '[data-testid="position-details"] h2',
      );
      await page.getByRole('button', { name: 'Back to results' }).waitFor();
      expect(await page.getByRole('heading', { level: 2, name: chosen.name, exact: true }).count()).toBe(1);
      expect(await resultTitles(page).count()).toBe(0);
      await checkPage(page, 'search-pid-first-view');
    });
  });

  it('keeps what was typed into the search box before the app took over, and searches for it', async () => {
    await withPage({ viewport: 'phone' }, async (page) => {
      // The app's entry held back until the visitor has typed: as on a slow phone network.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      // Module scripts run before DOMContentLoaded: the page is read as soon as it arrives.
      await page.goto('/careers', { waitUntil: 'commit' });
      const box = page.getByRole('textbox', { name: 'Job title, skill or keyword' }).first();
      await box.fill('engineer');
      expect(await page.evaluate(() => document.documentElement.dataset.ocApp)).toBeUndefined();
      release();
      await page.waitForFunction(() => document.documentElement.dataset.ocApp === 'hydrated');
      // Some renders later the text is still there, and the search runs for it.
      await page.waitForTimeout(500);
      expect(await box.inputValue()).toBe('engineer');
      // The box kept its focus, so its suggestions may have opened over the Search button, as
      // on any phone: the visitor closes them first.
      await box.press('Escape');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/engineer/);
    });
  });
});
