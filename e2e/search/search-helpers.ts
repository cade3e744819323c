import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signUpThroughApi } from '../support/auth.ts';
import { appStarted } from '../support/browser.ts';

export const results = (page: Page) => page.getByTestId('search-results').locator('article');
export const resultTitles = (page: Page) => page.getByTestId('search-results').locator('article a');
export const details = (page: Page) => page.getByTestId('position-details');

/**
 * Waits for a results list, and for the app to run it (a server-rendered page shows the list
 * first, drawn for any width, issue 17 item 3), and returns the titles shown.
 */
export async function waitForResults(page: Page): Promise<string[]> {
  await results(page).first().waitFor();
  await appStarted(page);
  return resultTitles(page).allTextContents();
}

export const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
export const searchParams = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name);

/**
 * A brand-new candidate, so saved jobs and the cart start empty whatever other tests did.
 * Signed up through the API (support/auth.ts; the sign-up form and where it lands are
 * e2e/auth/signup-landing.e2e.ts), then on the onboarding page a plain sign-up goes on to.
 */
export async function signUpFresh(page: Page, first = 'Sam'): Promise<void> {
  await signUpThroughApi(page, {
    email: `search.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'a sturdy passphrase',
    firstname: first,
    lastname: 'Searcher',
  });
  await page.goto('/careers/onboarding');
  await page.getByRole('button', { name: `Account menu for ${first} Searcher` }).waitFor();
}

/** The details pane shows `title` as its heading. */
export async function expectDetailsOf(page: Page, title: string): Promise<void> {
  await expect.poll(() => details(page).getByRole('heading').first().textContent()).toBe(title);
}
