import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demo } from '../support/auth.ts';
import { baseURL, viewports } from '../support/browser.ts';

/** Posts as the page's logged-in user: boot hands out the CSRF token, as the web app does. */
async function apiSession(page: Page) {
  const boot = await (await page.request.get('/api/pcsx/boot')).json();
  const csrf = boot.data.csrfToken as string;
  return async (path: string, data: unknown) => {
    const res = await page.request.post(path, { data, headers: { 'x-csrf-token': csrf } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
}

/** Logs the page's context in as the demo admin. */
export async function logInAdmin(page: Page) {
  const post = await apiSession(page);
  await post('/api/auth/login', { email: demo.admin.email, password: demo.admin.password });
}

let counter = 0;
/** Signs a new candidate up inside the page's context, so the page is that candidate. */
export async function signUpCandidate(page: Page): Promise<{ email: string; name: string }> {
  const email = `interviewee.${Date.now()}.${++counter}@example.com`;
  const post = await apiSession(page);
  await post('/api/auth/signup', {
    email,
    password: 'a sturdy passphrase',
    firstname: 'Morgan',
    lastname: `Lee${counter}`,
  });
  return { email, name: `Morgan Lee${counter}` };
}

/** A second browser context for the candidate, in a time zone other than the admin's. */
export async function candidateContext(
  browser: Browser,
  timezoneId = 'America/New_York',
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: viewports.desktop,
    locale: 'en-US',
    timezoneId,
    acceptDownloads: true,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** YYYY-MM-DD some days ahead, as a date input wants it. */
export const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
