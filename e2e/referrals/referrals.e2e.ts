import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAdmin, signUpCandidate } from '../interviews/interviews-api.ts';
import { outboxFor } from '../notifications/api.ts';
import { dialog } from '../support/auth.ts';
import { baseURL, checkPage, checkPageWithoutToasts, launchBrowser, newContext } from '../support/browser.ts';

/*
 * Issue 20 item 4 in real Chromium: a candidate refers a friend from a job's page, the friend
 * applies through the emailed link, the admin sees the referral on the application and moves it
 * to Interviewing, and the referrer's dashboard says so. The demo site has the gate on.
 */

let browser: Browser;
let contexts: BrowserContext[] = [];
let position: { id: string; name: string };
const stamp = Date.now();
const friend = { first: 'Robin', last: `Referred${stamp % 100000}`, email: `referred.${stamp}@example.com` };

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await request.newContext({ baseURL: baseURL() });
  const res = await api.get('/api/pcsx/search?query=engineer');
  position = ((await res.json()) as { data: { positions: { id: string; name: string }[] } }).data
    .positions[0]!;
  await api.dispose();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  contexts = [];
  await browser?.close();
});

const page = async (): Promise<Page> => {
  const context = await newContext(browser);
  contexts.push(context);
  return context.newPage();
};

describe('referrals', () => {
  it('a referral flows from invite to the referrer seeing Interviewing', async () => {
    // The referrer refers a friend from the job's page.
    const referrer = await page();
    const me = await signUpCandidate(referrer);
    await referrer.goto(`/careers/job/${position.id}`);
    const section = referrer.getByRole('region', { name: 'Know someone for this job?' });
    await section.getByRole('button', { name: 'Refer a friend' }).click();
    const form = dialog(referrer);
    await form.getByRole('textbox', { name: 'Their email' }).fill(friend.email);
    await form.getByRole('textbox', { name: 'Their name (optional)' }).fill(friend.first);
    await form.getByRole('textbox', { name: 'A note for them (optional)' }).fill('You would love this team.');
    await checkPage(referrer, 'referral-form');
    await form.getByRole('button', { name: 'Send referral' }).click();
    await referrer.getByText(`Referral sent to ${friend.email}.`).waitFor();
    await form.waitFor({ state: 'hidden' });

    await referrer.goto('/careers/dashboard?tab=referrals');
    const tab = referrer.getByRole('tabpanel', { name: 'Referrals' });
    const row = tab.locator(`[data-referral-email="${friend.email}"]`);
    await row.getByText('Invited').waitFor();
    await row.getByText(position.name, { exact: false }).waitFor();
    await checkPageWithoutToasts(referrer, 'dashboard-referrals-invited');

    // The friend opens the emailed link, applies and signs up when sending.
    const [mail] = await outboxFor(friend.email);
    const link = new URL(/https?:\/\/\S+referral_token=\S+/.exec(mail!.text)![0]);
    const token = link.searchParams.get('referral_token');
    const them = await page();
    await them.goto(`${link.pathname}${link.search}`);
    await them.getByRole('link', { name: 'Apply now' }).first().click();
    await them.waitForURL(
      (url) => url.pathname === '/careers/apply' && url.searchParams.get('referral_token') === token,
    );
    const apply = them.getByRole('form', { name: `Application for ${position.name}` });
    await apply.getByLabel('Full name').fill(`${friend.first} ${friend.last}`);
    await apply.getByLabel('Email').fill(friend.email);
    await apply.getByLabel(/I agree that the hiring team/).check();
    const sent = them.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/pcsx/applications',
    );
    await apply.getByRole('button', { name: 'Send application' }).click();
    await dialog(them).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(them).getByLabel('First name').fill(friend.first);
    await dialog(them).getByLabel('Last name').fill(friend.last);
    await dialog(them).getByLabel('Email').fill(friend.email);
    await dialog(them).getByLabel('Password').fill('a sturdy passphrase');
    await dialog(them).getByRole('button', { name: 'Create account' }).click();
    expect((await sent).postDataJSON().attribution).toEqual({ referral_token: token });
    await them.getByRole('heading', { name: 'Application sent' }).waitFor();

    // The admin sees who referred them and moves the application to Interviewing.
    const admin = await page();
    await logInAdmin(admin);
    const list = await (await admin.request.get(`/api/admin/applications?position_id=${position.id}`)).json();
    const application = (list.data.applications as { id: string; candidate: { email: string } }[]).find(
      (a) => a.candidate.email === friend.email,
    )!;
    await admin.goto(`/admin/applications/${application.id}`);
    await admin
      .getByTestId('application-referral')
      .getByText(`Referred by ${me.name} (${me.email})`, { exact: false })
      .waitFor();
    await checkPage(admin, 'admin-application-referral');
    const csrf = (await (await admin.request.get('/api/pcsx/boot')).json()).data.csrfToken as string;
    const moved = await admin.request.post(`/api/admin/applications/${application.id}/status`, {
      data: { status: 'interviewing' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(moved.status()).toBe(200);

    // The referrer follows it on the dashboard.
    await referrer.reload();
    await row.getByText('Interviewing').waitFor();
    await checkPage(referrer, 'dashboard-referrals-interviewing');

    // And is told under the bell: the friend applied, then the interview stage.
    await referrer
      .getByRole('banner')
      .getByRole('button', { name: /^Notifications/ })
      .click();
    const news = referrer.getByRole('dialog', { name: 'Notifications' });
    await news
      .getByText(
        `${friend.first}'s application for ${position.name}, which you referred, is now: Interviewing.`,
      )
      .waitFor();
    await news.getByText(`${friend.first} applied for ${position.name} through your referral.`).waitFor();
    await checkPage(referrer, 'referrer-notifications');
  });
});
