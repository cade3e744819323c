import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { disposeSessions, logInCandidate } from '../offers/offers-api.ts';
import { checkPage, screenshot, usePagePerTest } from '../support/browser.ts';

/*
 * Issue 20 item 7: the candidate's list pages use the width on desktop. Their cards share one
 * grid: one column on a phone; at 1280 px two columns, or one card across the whole row.
 */
let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

const pages = [
  ['/careers/applications', 'Applications', 'list-applications'],
  ['/careers/interviews', 'Interviews', 'list-interviews'],
  ['/careers/forms/center', 'Forms', 'list-forms-center'],
] as const;

/** The first card grid's column count and its first card's share of the grid's width. */
const layout = () =>
  page
    .locator('[data-card-grid]')
    .first()
    .evaluate((grid) => {
      const columns = getComputedStyle(grid).gridTemplateColumns.split(' ').length;
      const first = grid.firstElementChild as HTMLElement;
      return {
        columns,
        cards: grid.children.length,
        share: first.getBoundingClientRect().width / grid.getBoundingClientRect().width,
      };
    });

describe('list pages on desktop and phone', () => {
  it.each(pages)('%s: one column on a phone, the width used at 1280 px', async (path, heading, name) => {
    await logInCandidate(page);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.locator('main .mantine-Card-root').first().waitFor();
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, `${name}-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, `${name}-390`);
    expect((await layout()).columns).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    const wide = await layout();
    if (wide.cards === 1) expect(wide.share).toBeGreaterThan(0.95);
    else expect(wide.columns).toBe(2);
    await checkPage(page, name);
  });
});
