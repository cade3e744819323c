import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { signUpFresh } from '../search/search-helpers.ts';
import { dialog } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('saved jobs page', () => {
  it('asks a visitor to log in', async () => {
    await page.goto('/careers/saved-jobs');
    await dialog(page).waitFor();
  });

  it('shows a designed empty state to a new candidate, with a way to browse jobs', async () => {
    await signUpFresh(page, 'Empty');
    await page.goto('/careers/saved-jobs');
    await page.getByText("You haven't saved any jobs yet.").waitFor();
    await page.getByRole('link', { name: 'Browse jobs' }).first().waitFor();
    await checkPage(page, 'saved-jobs-new-candidate');
  });
});
