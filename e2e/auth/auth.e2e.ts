import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, dialog, expectLoggedInAs, expectLoggedOut, submitLogin } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('accounts', () => {
  it('signs up from the navbar, is logged in on the onboarding page, and logs out through /logout', async () => {
    await page.goto('/careers');
    await checkPage(page, 'search-logged-out');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    await checkPage(page, 'signup-modal');
    const email = `e2e.${Date.now()}@example.com`;
    await dialog(page).getByLabel('First name').fill('Robin');
    await dialog(page).getByLabel('Last name').fill('Example');
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill('a sturdy passphrase');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    // A plain sign-up (nothing to return to) goes on to onboarding: e2e/auth/signup-landing.e2e.ts.
    await page.waitForURL((url) => url.pathname === '/careers/onboarding');
    await expectLoggedInAs(page, 'Robin Example');
    await checkPage(page, 'onboarding-logged-in');

    await page.goto('/logout');
    await page.waitForURL(/\/careers$/);
    await expectLoggedOut(page);
    const boot = await page.evaluate(() => fetch('/api/pcsx/boot').then((r) => r.json()));
    expect(boot.data.user.isLoggedIn).toBe(false);
  });

  it('shows field errors for bad sign-up input and keeps the visitor logged out', async () => {
    await page.goto('/careers?show_login_modal=1');
    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(page).getByLabel('Email').fill('not-an-email');
    await dialog(page).getByLabel('Password').fill('short');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await dialog(page).getByText('Enter a valid email address').waitFor();
    await dialog(page).getByText('Use at least 8 characters').first().waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id),
      )
      .toBeTruthy();
    await checkPage(page, 'signup-errors');
    await page.keyboard.press('Escape');
    await expectLoggedOut(page);
  });

  it('logs in on the login page, and refuses a wrong password with a clear message', async () => {
    await page.goto('/careers/login');
    await checkPage(page, 'login-page');
    await submitLogin(page, { ...demo.candidate, password: 'wrong password' }, false);
    await page.getByText('Incorrect email or password.').first().waitFor();
    await submitLogin(page, demo.candidate, false);
    await expectLoggedInAs(page, demo.candidate.name);
  });

  it('opens the login modal on load with show_login_modal=1', async () => {
    await page.goto('/careers?show_login_modal=1');
    await dialog(page).waitFor();
    await checkPage(page, 'login-modal');
  });

  it('clears the sort on logging in from the search page, and keeps the search (search §4)', async () => {
    await page.goto('/careers?query=engineer&sort_by=newest');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.waitFor();
    expect(await sort.locator('option:checked').textContent()).toBe('Newest');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await submitLogin(page, demo.candidate);
    await expectLoggedInAs(page, demo.candidate.name);
    const url = new URL(page.url());
    expect(url.searchParams.get('sort_by')).toBeNull();
    expect(url.searchParams.get('query')).toBe('engineer');
  });
});

describe('protected routes', () => {
  it('asks a logged-out visitor to log in, and goes to /careers when the modal is closed', async () => {
    await page.goto('/careers/dashboard');
    await dialog(page).waitFor();
    await checkPage(page, 'protected-route-modal');
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/careers');
    await expectLoggedOut(page);
  });

  it('runs the pending action after logging in from the modal: the visitor lands on the page asked for', async () => {
    await page.goto('/careers/offers');
    await submitLogin(page, demo.candidate);
    await expectLoggedInAs(page, demo.candidate.name);
    expect(new URL(page.url()).pathname).toBe('/careers/offers');
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
    await checkPage(page, 'offers-logged-in');
  });
});
