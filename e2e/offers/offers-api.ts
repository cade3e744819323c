import { type APIRequestContext, type Page, request } from 'playwright-core';
import { demo } from '../support/auth.ts';
import { baseURL } from '../support/browser.ts';

/** Logs a request context in (boot hands out the CSRF token; login rotates the session). */
async function logIn(api: APIRequestContext, who: { email: string; password: string }) {
  const boot = await api.get('/api/pcsx/boot');
  const token = boot.headers()['x-csrf-token'] ?? '';
  const res = await api.post('/api/auth/login', { data: who, headers: { 'x-csrf-token': token } });
  if (!res.ok()) throw new Error(`login failed: ${await res.text()}`);
  return res.headers()['x-csrf-token'] ?? token;
}

export interface CreatedOffer {
  id: string;
  position: { name: string };
  offer_documents: { id: string; name: string }[];
}

/**
 * One admin and one candidate session per test file: logins are rate limited (10 a minute),
 * so tests share these instead of logging in each time.
 */
let admin: { api: APIRequestContext; token: string } | undefined;
let candidateCookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'] | undefined;

export async function disposeSessions() {
  await admin?.api.dispose();
  admin = undefined;
  candidateCookies = undefined;
}

async function adminSession() {
  if (!admin) {
    const api = await request.newContext({ baseURL: baseURL() });
    admin = { api, token: await logIn(api, demo.admin) };
  }
  return admin;
}

/** Makes and extends an offer for the demo candidate through the company's own API. */
export async function createOffer(body: {
  letter_presentation: 'esign' | 'sign_form' | 'upload';
  expires_at?: string;
  /** Whom the offer is for; the demo candidate when omitted. */
  candidate_email?: string;
  /** More of the offer's terms (place, hiring_manager, start_date, next_steps, pay). */
  terms?: Record<string, unknown>;
}): Promise<CreatedOffer> {
  const session = await adminSession();
  const api = session.api;
  {
    let token = session.token;
    const options = await api.get('/api/admin/positions');
    const position = (await options.json()).data.positions[0];
    const created = await api.post('/api/admin/offers', {
      headers: { 'x-csrf-token': token },
      data: {
        candidate_email: body.candidate_email ?? demo.candidate.email,
        position_id: position.id,
        pay_amount: 118000,
        pay_currency: 'USD',
        pay_period: 'year',
        expires_at: body.expires_at ?? new Date(Date.now() + 5 * 86_400_000).toISOString(),
        letter_presentation: body.letter_presentation,
        ...body.terms,
      },
    });
    if (created.status() !== 201) throw new Error(`create failed: ${await created.text()}`);
    token = created.headers()['x-csrf-token'] ?? token;
    const offer = (await created.json()).data.offer as CreatedOffer;
    const extended = await api.post(`/api/admin/offers/${offer.id}/extend`, {
      headers: { 'x-csrf-token': token },
      data: {},
    });
    if (!extended.ok()) throw new Error(`extend failed: ${await extended.text()}`);
    session.token = extended.headers()['x-csrf-token'] ?? token;
    return (await extended.json()).data.offer as CreatedOffer;
  }
}

/** Logs the page's browser context in as the demo candidate (cookies are shared with the page). */
export async function logInCandidate(page: Page) {
  if (!candidateCookies) {
    const api = await request.newContext({ baseURL: baseURL() });
    await logIn(api, demo.candidate);
    candidateCookies = (await api.storageState()).cookies;
    await api.dispose();
  }
  await page.context().addCookies(candidateCookies);
}

/** Logs the page's browser context in as the demo company admin. */
export async function logInAdmin(page: Page) {
  const session = await adminSession();
  await page.context().addCookies((await session.api.storageState()).cookies);
}
