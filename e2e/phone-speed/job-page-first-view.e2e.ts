import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseURL, checkPage, usePagePerTest } from '../support/browser.ts';

/*
 * Issue 17 item 3 on the job page: the server's HTML carries the job (title, description) for a
 * visitor or crawler without JavaScript, and the data the app needs, so the app neither asks
 * for boot or the job again nor moves anything when it takes over (CLS ≤ 0.05).
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
  s.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Sums every layout shift not caused by input, from before the document is parsed. */
function recordLayoutShifts(): void {
  const w = window as unknown as { layoutShifts: { value: number; nodes: string[] }[] };
  w.layoutShifts = [];
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
}

const layoutShifts = () =>
  page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number; nodes: string[] }[] }).layoutShifts,
  );

describe('job page: first view from the server', () => {
  it('sends the job title and description in the HTML, readable without JavaScript', async () => {
    const job = await firstJob();
    const res = await fetch(new URL(`/careers/job/${job.id}`, baseURL()), {
      headers: { accept: 'text/html' },
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${escapeHtml(job.name)}</h1>`);
    // The data the app's first render needs, so it does not fetch them again.
    const data = /<script type="application\/json" id="oc-first-view-data">(.*?)<\/script>/s.exec(html);
    expect(data, 'embedded first-view data').not.toBeNull();
    const parsed = JSON.parse(data![1]!) as {
      boot: { csrfToken: string };
      position: { id: string; details: { position: { name: string; descriptionHtml: string } } };
    };
    expect(parsed.position.id).toBe(job.id);
    expect(parsed.position.details.position.name).toBe(job.name);
    expect(parsed.boot.csrfToken).not.toBe('');
    // The description's own text is in the markup, not only in the data: its first paragraph.
    const firstWords = /<p>([^<]{1,60})/.exec(parsed.position.details.position.descriptionHtml)?.[1];
    expect(firstWords, 'a paragraph in the description').toBeTruthy();
    expect(html.split('<div id="root">')[1]).toContain(firstWords);

    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: baseURL(), javaScriptEnabled: false });
    try {
      const noJs = await context.newPage();
      await noJs.goto(`/careers/job/${job.id}`);
      await noJs.getByRole('heading', { level: 1, name: job.name, exact: true }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('takes over without moving anything (CLS ≤ 0.05) and without fetching boot or the job again', async () => {
    const job = await firstJob();
    // A phone's slower processor, as Lighthouse's mobile preset assumes: the app starts late,
    // after the server's markup has been on screen a while.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const api: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) api.push(url.pathname);
    });
    await page.addInitScript(recordLayoutShifts);
    await page.goto(`/careers/job/${job.id}`);
    // Settled: the app's page (its Apply button) is there, the network has gone quiet and no
    // shift has come for a second.
    await page.getByRole('button', { name: 'Save job', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    let count = -1;
    for (;;) {
      const shifts = await layoutShifts();
      if (shifts.length === count) break;
      count = shifts.length;
      await page.waitForTimeout(1000);
    }
    const shifts = await layoutShifts();
    const cls = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(cls, JSON.stringify(shifts)).toBeLessThanOrEqual(0.05);
    expect(api).not.toContain('/api/pcsx/boot');
    expect(api).not.toContain('/api/pcsx/position_details');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.getByRole('heading', { level: 1, name: job.name, exact: true }).waitFor();
    await checkPage(page, 'job-page-first-view');
  });
});
