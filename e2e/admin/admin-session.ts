import type { Page } from 'playwright-core';
import { demo, logInThroughApi, submitLogin } from '../support/auth.ts';

/** Logs the demo admin in from the careers home through the login modal; an admin lands on /admin. */
export async function logInAdminThroughModal(page: Page) {
  await page.goto('/careers');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await submitLogin(page, demo.admin);
  await page.waitForURL(/\/admin$/);
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
}

/**
 * The demo admin on the console home, logged in through the API (support/auth.ts): for tests
 * about the console, not the login (admin-home.e2e.ts keeps the modal and the landing on /admin).
 */
export async function openAdminHome(page: Page) {
  await logInThroughApi(page, demo.admin);
  await page.goto('/admin');
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
}

/** A JSON call with the page's session and CSRF token (for what another admin does meanwhile). */
export async function apiCall(page: Page, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown) {
  const token = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const res = await page.request.fetch(url, { method, data, headers: { 'x-csrf-token': token } });
  return { status: res.status(), body: await res.json().catch(() => null) };
}

/** Open positions a candidate's search finds for this text. */
export async function searchCount(page: Page, query: string): Promise<number> {
  const res = await page.request.get(`/api/pcsx/search?query=${encodeURIComponent(query)}`);
  return (await res.json()).data.count as number;
}
