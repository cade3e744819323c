import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { details, searchParam, waitForResults } from './search-helpers.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const queryBox = (p: Page) => p.getByRole('textbox', { name: 'Job title, skill or keyword' });

async function searchFor(query: string): Promise<void> {
  await queryBox(page).fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('query') === query);
  await page.getByText(`for “${query}”`).first().waitFor();
}

describe('search vocabulary (docs/search.md#vocabulary)', () => {
  it('finds Kubernetes jobs for "k8s", which no job spells out', async () => {
    await page.goto('/careers');
    await waitForResults(page);
    await searchFor('k8s');
    await waitForResults(page);
    // The first result is selected: its skills name Kubernetes.
    await details(page).getByText('Kubernetes', { exact: true }).first().waitFor();
    await checkPage(page, 'search-synonym');
  });

  it('offers "Did you mean" for a misspelling that finds nothing, and the link searches it', async () => {
    await page.goto('/careers');
    await waitForResults(page);
    await searchFor('golnag');
    await page.getByText('0 jobs', { exact: false }).first().waitFor();
    const link = page.getByRole('link', { name: 'golang', exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toContain('query=golang');
    await checkPage(page, 'search-did-you-mean');
    await link.click();
    await page.waitForURL((url) => url.searchParams.get('query') === 'golang');
    expect(searchParam(page, 'start')).toBeNull();
    await waitForResults(page);
    await details(page).getByText('Go', { exact: true }).first().waitFor();
  });
});
