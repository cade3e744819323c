import type { Page } from 'playwright-core';

export const demo = {
  candidate: { email: 'candidate@northwind.example', password: 'Demo-Candidate-2026', name: 'Jordan Rivera' },
  admin: { email: 'admin@northwind.example', password: 'Demo-Admin-2026', name: 'Avery Admin' },
  fixtureAdmin: { email: 'owner@fixture.example', password: 'Fixture-Owner-2026', name: 'Site Admin' },
};

export const dialog = (page: Page) => page.getByRole('dialog');

/** Fills and submits the Log in form inside `scope` (the modal or the login page). */
export async function submitLogin(page: Page, who: { email: string; password: string }, inDialog = true) {
  const scope = inDialog ? dialog(page) : page.getByRole('main');
  await scope.getByLabel('Email').fill(who.email);
  await scope.getByLabel('Password').fill(who.password);
  await scope.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** A login reloads the page; on a busy machine that takes longer than a one-second poll. */
export async function expectLoggedInAs(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu for ${name}` }).waitFor();
}

export async function expectLoggedOut(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
}

/**
 * What the web app does to log in or sign up, without its form, from the page's browser
 * context: boot hands out the CSRF token (and sets its secret cookie), then a POST with that
 * token in `x-csrf-token`, `?domain=` forwarded as the web app forwards it. `page.request`
 * shares the context's cookies, so the session cookie the server sets lands in the browser.
 * Nothing is bypassed (rate limit, account throttle, CSRF, password rules all apply), and no
 * page is loaded: the test goes to its page afterwards. Throws with the server's answer if
 * it is refused.
 */
async function postAsTheApp(page: Page, path: string, body: unknown, domain?: string): Promise<void> {
  const query = domain ? `?domain=${encodeURIComponent(domain)}` : '';
  const boot = await page.request.get(`/api/pcsx/boot${query}`);
  if (!boot.ok()) throw new Error(`boot before ${path}: ${boot.status()} ${await boot.text()}`);
  const token = ((await boot.json()) as { data: { csrfToken: string } }).data.csrfToken;
  const res = await page.request.post(`${path}${query}`, { data: body, headers: { 'x-csrf-token': token } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

/**
 * Logs `who` in through the app's own login endpoint (see postAsTheApp), for tests whose
 * subject is not logging in. The form is covered where it is the subject: e2e/auth,
 * e2e/account, the journeys and the few tests that keep `submitLogin` for where a login lands.
 */
export const logInThroughApi = (
  page: Page,
  who: { email: string; password: string },
  { domain }: { domain?: string } = {},
): Promise<void> =>
  postAsTheApp(page, '/api/auth/login', { email: who.email, password: who.password }, domain);

/** Signs a new candidate up through the app's own endpoint (see postAsTheApp); logged in after. */
export const signUpThroughApi = (
  page: Page,
  who: { email: string; password: string; firstname: string; lastname: string },
): Promise<void> => postAsTheApp(page, '/api/auth/signup', who);
