import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { dialog } from '../support/auth.ts';

export const results = (page: Page) => page.getByTestId('search-results').locator('article');
export const resultTitles = (page: Page) => page.getByTestId('search-results').locator('article a');
export const details = (page: Page) => page.getByTestId('position-details');

/** Waits for a results list and returns the titles shown. */
export async function waitForResults(page: Page): Promise<string[]> {
  await results(page).first().waitFor();
  return resultTitles(page).allTextContents();
}

export const searchParam = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);
export const searchParams = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name);

/** A brand-new candidate, so saved jobs and the cart start empty whatever other tests did; signed up from the navbar, so on the onboarding page. */
export async function signUpFresh(page: Page, first = 'Sam'): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
  await dialog(page).getByLabel('First name').fill(first);
  await dialog(page).getByLabel('Last name').fill('Searcher');
  await dialog(page)
    .getByLabel('Email')
    .fill(`search.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
  await dialog(page).getByLabel('Password').fill('a sturdy passphrase');
  await dialog(page).getByRole('button', { name: 'Create account' }).click();
  // A plain sign-up goes on to the onboarding page; the account menu shows once it is there.
  await page.waitForURL((url) => url.pathname === '/careers/onboarding');
  await page.getByRole('button', { name: `Account menu for ${first} Searcher` }).waitFor();
}

/** The details pane shows `title` as its heading. */
export async function expectDetailsOf(page: Page, title: string): Promise<void> {
  await expect.poll(() => details(page).getByRole('heading').first().textContent()).toBe(title);
}
