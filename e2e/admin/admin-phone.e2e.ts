import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible, screenshot, usePagePerTest } from '../support/browser.ts';
import { openAdminHome } from './admin-session.ts';

/*
 * The admin console on a 390 px phone: wide tables scroll inside their own box or become a list
 * of cards, so the page itself never scrolls sideways.
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
}, 'phone');

/** How far the page reaches past the viewport's right edge (0 when nothing sticks out). */
const sidewaysOverflow = () =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * What reaches past the right edge without a box of its own to scroll it in: cut off by a card
 * (`overflow: hidden`) it cannot be seen at all, which a page-width check alone would miss.
 */
const clippedContent = () =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('main *'))) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.right <= width + 1) continue;
      let inScroller = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement)
        if (scrolls(p)) {
          inScroller = true;
          break;
        }
      if (!inScroller)
        out.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`);
    }
    return out.slice(0, 5);
  });

async function expectFitsPhone(name: string) {
  await page.locator('main').first().waitFor();
  await expectAccessible(page, `${name} (phone)`);
  await screenshot(page, `${name}-phone-fit`);
  expect(await sidewaysOverflow(), `${name} scrolls sideways on a phone`).toBe(0);
  expect(await clippedContent(), `${name} cuts content off on a phone`).toEqual([]);
}

const pages: [path: string, heading: string, ready?: string][] = [
  ['/admin', 'Welcome back'],
  // Jobs and team are cards on a phone (components/responsive-table.tsx), not a scrolled table.
  ['/admin/jobs', 'Jobs', 'role=list[name="Jobs"]'],
  ['/admin/applications', 'Manage applications'],
  ['/admin/offers', 'Manage offers'],
  ['/admin/interviews', 'Manage interviews'],
  ['/admin/events', 'Recruiting events'],
  ['/admin/talent-network', 'Talent network'],
  ['/admin/form-assignments', 'Form assignments'],
  ['/admin/forms', 'Manage forms'],
  ['/admin/team', 'Team and roles', 'role=list[name="Members"]'],
  ['/admin/analytics', 'Analytics'],
  ['/admin/notifications', 'Notifications and email'],
];

/** A small CSV with a row the import refuses, so the sample and the refused-rows tables show. */
const csv = Buffer.from(
  [
    'External id,Title,Department,Employment type,Seniority,Work place,Description,City,Country',
    'PHONE-1,Phone width check with a rather long job title that wraps,Operations,Full-time,Senior,Hybrid,<p>x</p>,Berlin,DE',
    'PHONE-2,,Operations,Full-time,Senior,Hybrid,<p>x</p>,Berlin,DE',
  ].join('\n'),
);

describe('admin console on a phone', () => {
  it('every admin page and its tables fit a 390 px screen', async () => {
    await openAdminHome(page);
    for (const [path, heading, ready] of pages) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      if (ready) await page.locator(ready).first().waitFor();
      await expectFitsPhone(`admin-phone${path.replaceAll('/', '-')}`);
    }

    // Import: the file's sample, the mapping and the dry run's refused rows.
    await page.goto('/admin/import');
    await page.getByRole('heading', { level: 1, name: 'Import jobs' }).waitFor();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: csv });
    await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
    await expectFitsPhone('admin-phone-import-mapping');
    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    await page.getByTestId('report-refused').getByText('1').waitFor();
    await expectFitsPhone('admin-phone-import-report');
  }, 300_000);
});
