import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import {
  details,
  expectDetailsOf,
  results,
  resultTitles,
  searchParam,
  searchParams,
  waitForResults,
} from './search-helpers.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('job search', () => {
  it('lists jobs in two panes and selects the first result', async () => {
    await page.goto('/careers');
    const titles = await waitForResults(page);
    expect(titles.length).toBe(10);
    await expectDetailsOf(page, titles[0]!);
    // search §4: the automatic selection does not write a pid into the address.
    expect(searchParam(page, 'pid')).toBeNull();
    await page
      .getByText(/^\d+ jobs$/)
      .first()
      .waitFor();
    await checkPage(page, 'search-results');
  });

  it('searches from the query box, resets to page one and carries other parameters along', async () => {
    await page.goto('/careers?start=20&utm_source=newsletter&utm_campaign=spring&foo=bar');
    await waitForResults(page);
    await page.getByRole('textbox', { name: 'Job title, skill or keyword' }).fill('engineer');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('query') === 'engineer');
    expect(searchParam(page, 'start')).toBeNull();
    expect(searchParam(page, 'utm_source')).toBe('newsletter');
    expect(searchParam(page, 'utm_campaign')).toBe('spring');
    expect(searchParam(page, 'foo')).toBe('bar');
    await page.getByText('for “engineer”').waitFor();
    const titles = await waitForResults(page);
    expect(titles.some((t) => /engineer/i.test(t))).toBe(true);
    expect(await page.title()).toBe('engineer');
  });

  it('suggests titles as the visitor types', async () => {
    await page.goto('/careers');
    // Suggestions come from the app: wait until it has taken over the server's page.
    await waitForResults(page);
    await page.getByRole('textbox', { name: 'Job title, skill or keyword' }).fill('engi');
    // The suggestions' listbox: the footer's language select has options of its own.
    const option = page.getByRole('listbox').getByRole('option').first();
    await option.waitFor();
    expect((await option.textContent())?.toLowerCase()).toContain('engi');
  });

  it('reads route-supplied terms with hyphens and underscores as spaces', async () => {
    await page.goto('/careers/software-engineer/united_states');
    await waitForResults(page);
    expect(await page.getByRole('textbox', { name: 'Job title, skill or keyword' }).inputValue()).toBe(
      'software engineer',
    );
    expect(await page.getByRole('textbox', { name: 'Location' }).inputValue()).toBe('united states');
    expect(await page.title()).toBe('software engineer at united states');
  });

  it('pages through results and round-trips the address on reload', async () => {
    await page.goto('/careers?query=engineer');
    const first = await waitForResults(page);
    await page
      .getByRole('navigation', { name: 'Result pages' })
      .getByRole('button', { name: 'Page 2' })
      .click();
    await page.waitForURL((url) => url.searchParams.get('start') === '10');
    await expect.poll(() => resultTitles(page).first().textContent()).not.toBe(first[0]);
    const second = await resultTitles(page).allTextContents();
    await page.getByText(/Showing 11–20 of/).waitFor();

    // Choose a job, then reload: the same page and the same job come back.
    await resultTitles(page).nth(3).click();
    await page.waitForURL((url) => url.searchParams.has('pid'));
    await expectDetailsOf(page, second[3]!);
    await page.reload();
    await waitForResults(page);
    expect(await resultTitles(page).allTextContents()).toEqual(second);
    await expectDetailsOf(page, second[3]!);

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('start') === null);
  });

  it('filters with counts after a one-second pause, clearing the selection', async () => {
    await page.goto('/careers?pid=ignored-after-filter');
    await waitForResults(page);
    await page.getByRole('button', { name: 'Department' }).click();
    const option = page.getByRole('checkbox', { name: /^Engineering \(\d+\)$/ });
    const label = (await option.getAttribute('aria-label')) ?? '';
    const count = Number(/\((\d+)\)/.exec(label)?.[1]);
    expect(count).toBeGreaterThan(0);
    await option.check();
    await page.waitForURL((url) => url.searchParams.getAll('filter_department').includes('Engineering'));
    expect(searchParam(page, 'pid')).toBeNull();
    await page.keyboard.press('Escape');
    await page.getByText(new RegExp(`^${count} jobs?$`)).waitFor();
    await checkPage(page, 'search-filtered');
    // The filter shows as a removable chip.
    await page.getByRole('button', { name: 'Remove filter Engineering' }).click();
    await page.waitForURL((url) => url.searchParams.getAll('filter_department').length === 0);
  });

  it('keeps unknown filters in the address but the server drops them', async () => {
    await page.goto('/careers?filter_flavour=vanilla&filter_work_place=remote');
    await waitForResults(page);
    expect(searchParams(page, 'filter_flavour')).toEqual(['vanilla']);
    const text = await results(page).allTextContents();
    expect(text.every((t) => t.includes('Remote'))).toBe(true);
  });

  it('shows a designed empty state', async () => {
    await page.goto('/careers?query=zzqxxv%20nonexistentword');
    await page.getByText('No jobs match your search').waitFor();
    await checkPage(page, 'search-empty');
  });

  it('sorts by newest', async () => {
    await page.goto('/careers?query=engineer');
    await waitForResults(page);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'newest');
    await waitForResults(page);
  });
});

describe('search on a phone', () => {
  it('shows one pane: the list, then the chosen job with a way back', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/careers');
    const titles = await waitForResults(page);
    // The server's page holds the desktop's job pane too, hidden below 1,024 px by CSS; the app
    // drops it once it knows the width, in a transition after hydration.
    expect(await details(page).isVisible()).toBe(false);
    await expect.poll(() => details(page).count()).toBe(0);
    await resultTitles(page).nth(1).click();
    await expectDetailsOf(page, titles[1]!);
    expect(await results(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Back to results' }).click();
    await waitForResults(page);
  });
});
