import { type APIRequestContext, type Page, request } from 'playwright-core';
import { demo } from '../support/auth.ts';
import { baseURL } from '../support/browser.ts';

/** Boot for the CSRF token, then the call; the token rotates on login, so it is read each time. */
async function post(api: APIRequestContext, path: string, data: unknown) {
  const boot = await api.get('/api/pcsx/boot');
  const token = boot.headers()['x-csrf-token'] ?? '';
  const res = await api.post(path, { data, headers: { 'x-csrf-token': token } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

let counter = 0;
/** Signs a new candidate up inside the page's browser context, so the page is logged in. */
export async function signUpCandidate(page: Page): Promise<{ email: string; name: string }> {
  const email = `forms.${Date.now()}.${++counter}@example.com`;
  await post(page.request, '/api/auth/signup', {
    email,
    password: 'a sturdy passphrase',
    firstname: 'Robin',
    lastname: `Formfiller${counter}`,
  });
  return { email, name: `Robin Formfiller${counter}` };
}

/** Logs the page's browser context in as the demo company admin. */
export async function logInAdmin(page: Page) {
  await post(page.request, '/api/auth/login', { email: demo.admin.email, password: demo.admin.password });
}

let admin: APIRequestContext | undefined;
export async function disposeAdmin() {
  await admin?.dispose();
  admin = undefined;
}

/** Assigns the demo "Work eligibility" form to `email` through the admin API. */
export function assignWorkEligibility(email: string, extra: { dueAt?: string; message?: string } = {}) {
  return assignForm('Work eligibility', email, extra);
}

/** Assigns the tenant's form titled `title` to `email` through the admin API. */
export async function assignForm(
  title: string,
  email: string,
  extra: { dueAt?: string; message?: string } = {},
) {
  if (!admin) {
    admin = await request.newContext({ baseURL: baseURL() });
    await post(admin, '/api/auth/login', { email: demo.admin.email, password: demo.admin.password });
  }
  const forms = (await (await admin.get('/api/admin/forms')).json()).data.forms as {
    id: string;
    title: string;
  }[];
  const form = forms.find((f) => f.title === title);
  if (!form) throw new Error(`the form "${title}" is missing`);
  return (await post(admin, '/api/admin/form-assignments', { formId: form.id, emails: [email], ...extra }))
    .data.assignments[0] as { id: string };
}
