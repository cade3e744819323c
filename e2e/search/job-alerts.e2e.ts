import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { dialog } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { signUpFresh, waitForResults } from './search-helpers.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const alertButton = () => page.getByRole('button', { name: 'Get job alerts for this search' });

describe('job alerts for a search', () => {
  it('saves the search shown, lists it in Settings and deletes it there', async () => {
    await signUpFresh(page, 'Alert');
    await page.goto('/careers/search?query=engineer&filter_work_place=remote');
    await waitForResults(page);
    await alertButton().click();
    await page.getByText("Job alert saved. We'll let you know when new jobs match this search.").waitFor();
    await page.getByRole('button', { name: 'Job alert on' }).waitFor();
    await checkPage(page, 'search-job-alert-saved');

    // Saving the same search again tells the candidate it is already saved.
    await page.reload();
    await waitForResults(page);
    await alertButton().click();
    await page.getByText('You already get job alerts for this search.').waitFor();

    await page.goto('/careers/settings');
    const link = page.getByRole('link', { name: 'engineer (+1 filter)' });
    await link.waitFor();
    await checkPage(page, 'settings-job-alerts');
    await page.getByRole('button', { name: 'Delete the job alert for engineer (+1 filter)' }).click();
    await page.getByText('Job alert deleted.').waitFor();
    await page.getByText('You have no job alerts yet.', { exact: false }).waitFor();
    await checkPage(page, 'settings-job-alerts-empty');
  });

  it('asks a visitor to log in first, then saves the search', async () => {
    await page.goto('/careers/search?query=designer');
    await waitForResults(page);
    await checkPage(page, 'search-job-alert-visitor');
    await alertButton().click();
    await dialog(page).waitFor();
    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(page).getByLabel('First name').fill('Visiting');
    await dialog(page).getByLabel('Last name').fill('Searcher');
    await dialog(page)
      .getByLabel('Email')
      .fill(`alert.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
    await dialog(page).getByLabel('Password').fill('a sturdy passphrase');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('button', { name: 'Account menu for Visiting Searcher' }).waitFor();
    await page.goto('/careers/settings');
    await page.getByRole('link', { name: 'designer' }).waitFor();
  });
});
