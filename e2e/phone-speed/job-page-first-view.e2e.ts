import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, checkPage, expectAccessible, usePagePerTest } from '../support/browser.ts';
import {
  collectApiCalls,
  collectErrors,
  recordFirstView,
  reportCspViolations,
  serverNodeKept,
  settledLayoutShift,
} from './first-view-helpers.ts';

/*
 * Issue 17 item 3 on the job page: the server's HTML is the app's job page rendered by React
 * (title, description) for a visitor or crawler without JavaScript, with the data the app needs,
 * so the app hydrates it: it neither asks for boot or the job again, nor replaces the server's
 * nodes, nor reports a hydration error, nor moves anything (CLS ≤ 0.05).
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
}, 'phone');

interface Job {
  id: string;
  name: string;
}

async function firstJob(): Promise<Job> {
  const response = await fetch(new URL('/api/pcsx/search?query=engineer', baseURL()));
  const body = (await response.json()) as { data: { positions: Job[] } };
  return body.data.positions[0]!;
}

const escapeHtml = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll("'", '&#x27;');

describe('job page: first view from the server', () => {
  it('sends the job title and description in the HTML, readable without JavaScript', async () => {
    const job = await firstJob();
    const res = await fetch(new URL(`/careers/job/${job.id}`, baseURL()), {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(
      new RegExp(`<h1[^>]*>${escapeHtml(job.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    );
    // The data the app's first render needs, so it does not fetch them again.
    const data = /<script type="application\/json" id="oc-first-view-data">(.*?)<\/script>/s.exec(html);
    expect(data, 'embedded first-view data').not.toBeNull();
    const parsed = JSON.parse(data![1]!) as {
      boot: { csrfToken: string };
      queries: {
        queries: {
          queryKey: unknown[];
          state: { data: { position: { name: string; descriptionHtml: string } } };
        }[];
      };
    };
    const details = parsed.queries.queries.find((q) => q.queryKey.includes(job.id))?.state.data;
    expect(details?.position.name).toBe(job.name);
    expect(parsed.boot.csrfToken).not.toBe('');
    // The description's own text is in the markup, not only in the data: its first paragraph.
    const firstWords = /<p>([^<]{1,60})/.exec(details!.position.descriptionHtml)?.[1];
    expect(firstWords, 'a paragraph in the description').toBeTruthy();
    expect(html.split('<div id="root">')[1]).toContain(firstWords);
    // What the first paint needs comes first: the page's scripts (the entry and the preloads of
    // the job page module and what it imports) are not in the head; the small helper before the
    // app (public/before-app.js) starts them once the page is painted. They are a handful of
    // files, not ~90 (apps/web/build/first-view-chunks.ts).
    const head = html.split('</head>')[0]!;
    expect(head).not.toMatch(/<link rel="modulepreload"/);
    expect(head).not.toMatch(/<script type="module"/);
    const helper =
      /<script src="\/before-app\.js" async data-app-entry="([^"]+)" data-app-preload="([^"]*)"><\/script>/.exec(
        head,
      );
    expect(helper, 'before-app.js with the app entry').not.toBeNull();
    expect(helper![1]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const preloads = helper![2]!.split(' ');
    expect(preloads.length).toBeGreaterThanOrEqual(2);
    expect(preloads.length + 1).toBeLessThanOrEqual(6);
    expect(preloads.some((href) => /^\/assets\/job-page-[\w-]+\.js$/.test(href))).toBe(true);

    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    try {
      const noJs = await context.newPage();
      await noJs.goto(`/careers/job/${job.id}`);
      await noJs.getByRole('heading', { level: 1, name: job.name, exact: true }).waitFor();
      // Painted, not only present: Mantine's colours hang on <html data-mantine-color-scheme>,
      // which the app would set; without it the Apply button was an empty white box.
      const applyBackground = await noJs
        .getByRole('link', { name: 'Apply now' })
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(applyBackground).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\))$/);
    } finally {
      await context.close();
    }
    // axe needs script in the page, so the server's page is checked as it stands before the app
    // arrives: the same HTML with the app's scripts held back.
    const beforeApp = await page
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), viewport: { width: 390, height: 844 } });
    try {
      const serverOnly = await beforeApp.newPage();
      await serverOnly.route('**/*.js', (route) => route.abort());
      await serverOnly.goto(`/careers/job/${job.id}`);
      await serverOnly.getByRole('heading', { level: 1, name: job.name, exact: true }).waitFor();
      await expectAccessible(serverOnly, 'job page before the app starts');
    } finally {
      await beforeApp.close();
    }
  });

  it('hydrates without moving anything (CLS ≤ 0.05), without fetching boot or the job again', async () => {
    const job = await firstJob();
    // A phone's slower processor, as Lighthouse's mobile preset assumes: the app starts late,
    // after the server's markup has been on screen a while.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const api = collectApiCalls(page);
    const errors = collectErrors(page);
    await reportCspViolations(page);
    await page.addInitScript(recordFirstView, 'h1');
    const served = (await (await page.goto(`/careers/job/${job.id}`))?.text()) ?? '';
    // Settled: the app has hydrated the page, the network has gone quiet and no shift has come
    // for a second.
    await page.waitForFunction(() => document.documentElement.dataset.ocApp === 'hydrated');
    const { cls, detail } = await settledLayoutShift(page);
    expect(cls, detail).toBeLessThanOrEqual(0.05);
    // The tabs keep the server's ids (a tab's id, the panel it controls): Mantine's own useId
    // replaced them with random ones in a synchronous re-render right after hydration
    // (apps/web/build/mantine-stable-id.ts).
    const servedTabIds = [...served.matchAll(/<button[^>]*role="tab"[^>]*>/g)].map(
      ([tag]) => /\bid="([^"]+)"/.exec(tag)?.[1],
    );
    expect(servedTabIds.length).toBeGreaterThan(0);
    expect(await page.getByRole('tab').evaluateAll((tabs) => tabs.map((tab) => tab.id))).toEqual(
      servedTabIds,
    );
    expect(api).not.toContain('/api/pcsx/boot');
    expect(api).not.toContain('/api/pcsx/position_details');
    expect(await serverNodeKept(page, 'h1'), 'the server-rendered title node is kept').toBe(true);
    expect(errors).toEqual([]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('heading', { level: 1, name: job.name, exact: true }).waitFor();
    await checkPage(page, 'job-page-first-view');
    // Beyond the WCAG rules checkPage runs: the description's headings continue the title's
    // outline (its h3s were right under the h1; Lighthouse's accessibility score counts it).
    const outline = await new AxeBuilder({ page }).withRules(['heading-order']).setLegacyMode(true).analyze();
    expect(outline.violations.map((v) => v.nodes.map((n) => n.html))).toEqual([]);
  });

  it("loads its later parts (events, talent network) without the candidate's home code", async () => {
    const job = await firstJob();
    await page.goto(`/careers/job/${job.id}`);
    const loaded = () =>
      page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    // The job's events are asked for by the later part once the page is idle.
    await expect
      .poll(async () => (await loaded()).includes(`/api/pcsx/positions/${job.id}/events`), {
        timeout: 15_000,
      })
      .toBe(true);
    const scripts = (await loaded()).filter((path) => path.endsWith('.js'));
    expect(scripts.some((path) => path.includes('/job-later-'))).toBe(true);
    // They share the events module with the home, whose chunk (~250 KB) came along before
    // (apps/web/build/first-view-chunks.ts, laterPartsSet).
    expect(scripts.filter((path) => path.includes('/dashboard-view-'))).toEqual([]);
  });
});
