import { type APIRequestContext, type Page, request } from 'playwright-core';
import { demo } from '../support/auth.ts';
import { baseURL } from '../support/browser.ts';

/** A logged-in API session: boot for the CSRF token, then log in or sign up. */
async function session(api: APIRequestContext, domain?: string) {
  const q = domain ? `?domain=${domain}` : '';
  const boot = await (await api.get(`/api/pcsx/boot${q}`)).json();
  const csrf = boot.data.csrfToken as string;
  const post = async (path: string, data: unknown) => {
    const res = await api.post(`${path}${q}`, { data, headers: { 'x-csrf-token': csrf } });
    if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const get = async (path: string) => (await api.get(`${path}${q}`)).json();
  return { post, get };
}

let counter = 0;
/** Signs a new candidate up inside the page's browser context, so the page is logged in. */
export async function signUpInPage(page: Page, domain?: string): Promise<string> {
  const email = `notify.${Date.now()}.${++counter}@example.com`;
  const { post } = await session(page.request, domain);
  await post('/api/auth/signup', {
    email,
    password: 'a sturdy passphrase',
    firstname: 'Riley',
    lastname: 'Notify',
  });
  return email;
}

let admin: ReturnType<typeof session> | undefined;

/** The demo admin's API session, opened once per test file. */
function adminSession() {
  admin ??= (async () => {
    const api = await request.newContext({ baseURL: baseURL() });
    const s = await session(api);
    await s.post('/api/auth/login', { email: demo.admin.email, password: demo.admin.password });
    return s;
  })();
  return admin;
}

/** The demo admin's API calls (get, post), for what an admin does beside the page under test. */
export const asDemoAdmin = () => adminSession();

/** Sends a notification to `email` as the demo admin, through the admin API. */
export async function adminSends(
  email: string,
  body: { message: string; categoryTitle?: string; redirectUrl?: string; notificationType?: string },
) {
  const { post } = await adminSession();
  return (
    (await post('/api/admin/notifications', { email, ...body })) as { data: { notification: { id: string } } }
  ).data.notification;
}

/** The emails the site wrote to `email`, as the admin outbox lists them. */
export async function outboxFor(
  email: string,
): Promise<{ subject: string; status: string; text: string; language?: string }[]> {
  const { get } = await adminSession();
  const { data } = await get('/api/admin/notifications/outbox?limit=200');
  return data.mails.filter((m: { to: string }) => m.to === email);
}
