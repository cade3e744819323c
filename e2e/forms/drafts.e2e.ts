import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialog, logInThroughApi } from '../support/auth.ts';
import { baseURL, checkPage, checkPageWithoutToasts, launchBrowser, newContext } from '../support/browser.ts';
import { signUpCandidate } from './form-assignments-api.ts';

/*
 * Issue 18: no typed answer is lost. Answers autosave about a second after each change, survive
 * a lost network and a lost session, and come back on a second device; the dashboard lists
 * the drafts and deletes one optimistically (put back when the call fails); a form an admin
 * edits while a candidate fills it is submitted without retyping.
 */

let browser: Browser;
let positions: { id: string; name: string }[];
const password = 'a sturdy passphrase';

async function call(api: APIRequestContext, method: 'POST' | 'PUT', path: string, data: unknown) {
  const token = (await api.get('/api/pcsx/boot')).headers()['x-csrf-token'] ?? '';
  const res = await api.fetch(path, { method, data, headers: { 'x-csrf-token': token } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
  return res.json();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await request.newContext({ baseURL: baseURL() });
  const res = await api.get('/api/pcsx/search?query=engineer');
  positions = ((await res.json()) as { data: { positions: { id: string; name: string }[] } }).data.positions;
  await api.dispose();
});
afterAll(() => browser?.close());

/** A text field by its exact label ("Question 1" is not "Question 10"), required mark or not. */
const field = (page: Page, label: string) =>
  page.getByRole('textbox', { name: new RegExp(`^${label}( \\*)?$`) });
const status = (page: Page) => page.locator('[data-oc="autosave-status"]').getByRole('status');

describe('autosave and drafts', () => {
  let email: string;
  const position = () => positions[1]!;

  it('autosaves through a lost network and a lost session, and every answer is there on a second device', async () => {
    const first = await newContext(browser);
    const page = await first.newPage();
    ({ email } = await signUpCandidate(page));
    await page.goto(`/careers/apply?pid=${position().id}`);
    const form = page.getByRole('form', { name: `Application for ${position().name}` });
    await form.getByLabel('Full name').fill('Dana Draftwriter');
    await status(page).getByText('Saved', { exact: true }).waitFor();
    await page.getByText('Social security numbers and uploads are not saved in drafts').waitFor();
    await checkPage(page, 'drafts-apply-saved');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/drafts-apply-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/drafts-apply-1280.png', fullPage: true });

    // The network goes: the answer waits, the page says so, and leaving asks first.
    await first.setOffline(true);
    await form.getByLabel('Why this role?').fill('Written on a train with no signal.');
    await status(page)
      .getByText(/Not saved yet/)
      .waitFor();
    await page.getByRole('banner').getByRole('link').first().click();
    await dialog(page).getByText('Some of your answers are not saved yet.').waitFor();
    await dialog(page).getByRole('button', { name: 'Stay on this page', exact: true }).click();
    expect(new URL(page.url()).pathname).toBe('/careers/apply');

    // Back online: saved without a keystroke.
    await first.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await status(page).getByText('Saved', { exact: true }).waitFor();
    await form.getByLabel('LinkedIn or portfolio link').fill('https://example.com/dana');
    await status(page).getByText('Saved', { exact: true }).waitFor();
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/pcsx/draft_applications/${position().id}`);
        return (await res.json()).data.draft?.values?.profileUrl;
      })
      .toBe('https://example.com/dana');

    // The session goes too (cookies gone), and the device is put away.
    await first.clearCookies();
    await first.close();

    const second = await newContext(browser, 'phone');
    const phone = await second.newPage();
    await logInThroughApi(phone, { email, password });
    await phone.goto(`/careers/apply?pid=${position().id}`);
    const again = phone.getByRole('form', { name: `Application for ${position().name}` });
    await expect.poll(() => again.getByLabel('Full name').inputValue()).toBe('Dana Draftwriter');
    expect(await again.getByLabel('Why this role?').inputValue()).toBe('Written on a train with no signal.');
    expect(await again.getByLabel('LinkedIn or portfolio link').inputValue()).toBe(
      'https://example.com/dana',
    );
    await checkPage(phone, 'drafts-apply-restored');
    await second.close();
  });

  it('lists the draft on the dashboard; a failed delete puts it back, a good one removes it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await call(page.request, 'POST', '/api/auth/login', { email, password });
    await page.goto('/careers/dashboard');
    const section = page.getByRole('region', { name: 'Draft applications' });
    const row = section.getByRole('listitem').filter({ hasText: position().name });
    await row.waitFor();
    await checkPage(page, 'drafts-dashboard');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/drafts-dashboard-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/drafts-dashboard-1280.png', fullPage: true });

    const deleteCall = (url: URL) => url.pathname === '/api/pcsx/draft_applications';
    await page.route(deleteCall, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' })
        : route.continue(),
    );
    await row.getByRole('button', { name: `Delete draft for ${position().name}`, exact: true }).click();
    await page.getByText('Failed to delete draft application').waitFor();
    await row.waitFor();
    await page.unroute(deleteCall);
    await checkPageWithoutToasts(page, 'drafts-dashboard-restored');

    await row.getByRole('button', { name: `Delete draft for ${position().name}`, exact: true }).click();
    await page.getByText('Deleted draft application').waitFor();
    await section.waitFor({ state: 'detached' });
    const left = await page.request.get('/api/pcsx/draft_applications');
    expect((await left.json()).data.draft_applications).toEqual([]);
    await context.close();
  });
});

describe('a form changed while it is filled in', () => {
  it('keeps the answers, names what changed, and submits without retyping', async () => {
    const admin = await request.newContext({ baseURL: baseURL() });
    await call(admin, 'POST', '/api/auth/login', {
      email: 'admin@northwind.example',
      password: 'Demo-Admin-2026',
    });
    const items = Array.from({ length: 12 }, (_, i) => ({
      name: `q${i + 1}`,
      type: 'text',
      label: `Question ${i + 1}`,
      required: true,
    }));
    const definition = { layout: 'plain', sections: [{ title: 'About you', items }] };
    const title = `Long form ${Date.now()}`;
    const form = (await call(admin, 'POST', '/api/admin/forms', { title, definition })).data.form;

    const context = await newContext(browser);
    const page = await context.newPage();
    const me = await signUpCandidate(page);
    const assigned = (
      await call(admin, 'POST', '/api/admin/form-assignments', { formId: form.id, emails: [me.email] })
    ).data.assignments[0];
    await page.goto(`/careers/forms?assignment=${assigned.id}`);
    for (const item of items) await field(page, item.label).fill(`Answer ${item.name}`);
    await status(page).getByText('Saved', { exact: true }).waitFor();
    await checkPage(page, 'drafts-assignment-filled');

    // The admin edits the form meanwhile: one question gone, one new (optional).
    const edited = {
      ...definition,
      sections: [
        {
          title: 'About you',
          items: [
            ...items.filter((i) => i.name !== 'q3'),
            { name: 'extra', type: 'text', label: 'Anything else?' },
          ],
        },
      ],
    };
    await call(admin, 'PUT', `/api/admin/forms/${form.id}`, { title, definition: edited });

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const notice = page
      .getByRole('status')
      .filter({ hasText: 'This form was updated while you filled it in' });
    await notice.waitFor();
    await notice.getByText('Anything else?').waitFor();
    await notice.getByText('Question 3').waitFor();
    expect(await field(page, 'Question 12').inputValue()).toBe('Answer q12');
    expect(await field(page, 'Question 1').inputValue()).toBe('Answer q1');
    await checkPage(page, 'drafts-assignment-conflict');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByText('Thank you! Your form has been submitted.').waitFor();
    await context.close();
    await admin.dispose();
  });
});
