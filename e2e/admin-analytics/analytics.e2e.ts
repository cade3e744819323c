import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminHome } from '../admin/admin-session.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

/** Waits until the browser has sent an analytics event of this kind (the page logs without waiting). */
const logged = (namespace: string, event: string) =>
  page.waitForRequest(
    (r) =>
      r.url().includes('/vslog') &&
      (r.postData() ?? '').includes(`"namespace":"${namespace}"`) &&
      (r.postData() ?? '').includes(`"event":"${event}"`),
  );

describe('analytics in the admin console', () => {
  it('shows the candidate visits made through the careers pages, with charts, tables and CSV', async () => {
    // A candidate arrives from a campaign, searches twice, opens a job and starts applying.
    let sent = logged('pageview', 'view');
    await page.goto('/careers?utm_source=e2e-campaign');
    await sent;
    sent = logged('search', 'results');
    await page.goto('/careers?query=engineer');
    await sent;
    sent = logged('search', 'results');
    await page.goto('/careers?query=xylophone%20wrangler');
    await page.getByText('0 jobs', { exact: false }).first().waitFor();
    await sent;
    const search = await page.request.get('/api/pcsx/search?query=engineer');
    const id = (await search.json()).data.positions[0].id as string;
    sent = logged('pageview', 'view');
    await page.goto(`/careers/job/${id}`);
    await sent;
    sent = logged('apply', 'started');
    await page.goto(`/careers/apply?pid=${id}`);
    await sent;

    await openAdminHome(page);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Analytics' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Analytics' }).waitFor();
    await page.getByTestId('total-searches').waitFor();
    expect(Number(await page.getByTestId('total-visitors').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await page.getByTestId('total-searches').textContent())).toBeGreaterThanOrEqual(2);
    expect(Number(await page.getByTestId('total-jobViews').textContent())).toBeGreaterThanOrEqual(1);
    expect(Number(await page.getByTestId('total-applyStarted').textContent())).toBeGreaterThanOrEqual(1);

    // The zero-result search is listed; the funnel names the campaign (its table alternative).
    const zero = page.getByRole('table').filter({ hasText: 'Searches with no results' });
    await zero.getByRole('cell', { name: 'xylophone wrangler' }).waitFor();
    const funnel = page.getByRole('region', { name: 'Apply funnel by source' });
    await funnel.getByText('Show as a table').click();
    const row = funnel.getByRole('row', { name: /e2e-campaign/ });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/e2e-campaign\s*1\s*1\s*0/);
    // The charts are drawn (recharts' SVG) beside their tables.
    await page.locator('.recharts-surface').first().waitFor();
    await checkPage(page, 'admin-analytics');

    // CSV export of a table.
    const href = await funnel.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toMatch(/^source,job_views,apply_started,apply_submitted\r\n/);
    expect(await csv.text()).toContain('e2e-campaign,1,1,0');
  });
});
