import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInPage } from '../notifications/api.ts';
import { demo, dialog, expectLoggedInAs, logInThroughApi } from '../support/auth.ts';
import { baseURL, checkPage, launchBrowser, newContext, viewports } from '../support/browser.ts';

/*
 * The whole life of an application in real Chromium: a visitor applies from a job's page
 * (signing up in the modal when sending, answers kept), follows it on the applications page,
 * the company admin moves it on, the candidate is told under the bell, and withdraws on a phone.
 */

let browser: Browser;
let candidate: BrowserContext;
let admin: BrowserContext;
let me: Page;
let position: { id: string; name: string };
const stamp = Date.now();
const name = { first: 'Sam', last: `Applicant${stamp % 100000}` };

beforeAll(async () => {
  browser = await launchBrowser();
  candidate = await newContext(browser);
  admin = await newContext(browser);
  me = await candidate.newPage();
  const api = await request.newContext({ baseURL: baseURL() });
  const res = await api.get('/api/pcsx/search?query=analyst');
  position = ((await res.json()) as { data: { positions: { id: string; name: string }[] } }).data
    .positions[0]!;
  await api.dispose();
});
afterAll(async () => {
  await candidate?.close();
  await admin?.close();
  await browser?.close();
});

const card = (page: Page) => page.getByRole('article').filter({ hasText: position.name });

describe('applying and following an application', () => {
  it('a visitor applies from the job page, signs up when sending, and lands on the success state', async () => {
    await me.goto(`/careers/job/${position.id}`);
    await me.getByRole('link', { name: 'Apply now' }).first().click();
    await me.waitForURL(
      (url) => url.pathname === '/careers/apply' && url.searchParams.get('pid') === position.id,
    );
    await me.getByRole('heading', { level: 1, name: position.name }).waitFor();
    await me.getByText("You'll need an account to apply").waitFor();
    await checkPage(me, 'apply-form');

    const form = me.getByRole('form', { name: `Application for ${position.name}` });
    // Sending without the required answers: the form's own messages, nothing sent.
    await form.getByRole('button', { name: 'Send application' }).click();
    await form.getByText('Full name', { exact: false }).first().waitFor();
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await checkPage(me, 'apply-form-errors');

    await form.getByLabel('Full name').fill(`${name.first} ${name.last}`);
    await form.getByLabel('Email').fill(`apply.${stamp}@example.com`);
    await form.locator('input[type=file]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await form.getByText('resume.pdf').waitFor();
    await form.getByLabel('Why this role?').fill('I enjoy turning data into decisions.');
    await form.getByLabel(/I agree that the hiring team/).check();
    await form.getByRole('button', { name: 'Send application' }).click();

    // Not logged in: the modal asks for an account; the answers wait in the form.
    await dialog(me).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(me).getByLabel('First name').fill(name.first);
    await dialog(me).getByLabel('Last name').fill(name.last);
    await dialog(me).getByLabel('Email').fill(`apply.${stamp}@example.com`);
    await dialog(me).getByLabel('Password').fill('a sturdy passphrase');
    await dialog(me).getByRole('button', { name: 'Create account' }).click();

    await me.getByRole('heading', { name: 'Application sent' }).waitFor();
    await expectLoggedInAs(me, `${name.first} ${name.last}`);
    await checkPage(me, 'apply-success');
  });

  it('shows the application on the applications page, and the apply page says it was sent', async () => {
    await me.getByRole('link', { name: 'See my applications' }).click();
    await me.waitForURL(/\/careers\/applications/);
    await card(me).waitFor();
    await card(me).locator('[data-status="submitted"]').getByText('Submitted').waitFor();
    await card(me).getByRole('button', { name: 'Show history' }).click();
    await card(me).getByRole('list').or(card(me).locator('.mantine-Timeline-root')).first().waitFor();
    await checkPage(me, 'applications-page');

    await me.goto(`/careers/apply?pid=${position.id}`);
    await me.getByRole('heading', { name: "You've already applied" }).waitFor();
    await checkPage(me, 'apply-already');
  });

  it('the admin finds it, moves it to Interviewing, sees it confirmed, and the candidate sees the new status', async () => {
    const page = await admin.newPage();
    await logInThroughApi(page, demo.admin);
    await page.goto('/admin');
    await expectLoggedInAs(page, demo.admin.name);
    await page.getByRole('button', { name: `Account menu for ${demo.admin.name}` }).click();
    await page.getByRole('menuitem', { name: 'Manage applications' }).click();
    await page.waitForURL(/\/admin\/applications/);
    const row = page.getByRole('row').filter({ hasText: name.last });
    await row.waitFor();
    await checkPage(page, 'admin-applications');

    await row.getByRole('link', { name: `${name.first} ${name.last}` }).click();
    await page.getByRole('heading', { level: 1, name: `${name.first} ${name.last}` }).waitFor();
    await page.getByText('I enjoy turning data into decisions.').waitFor();
    await page.getByRole('textbox', { name: 'New status' }).click();
    await page.getByRole('option', { name: 'Interviewing' }).click();
    await page.getByLabel('Note (optional)').fill('Strong case study.');
    await page.getByRole('button', { name: 'Save status' }).click();
    // The confirmation stays in the form after the page reads the moved application again.
    await page
      .getByRole('status')
      .filter({ hasText: 'Status changed. The candidate has been notified.' })
      .waitFor();
    await page.getByTestId('pipeline-timeline').getByText('Strong case study.').waitFor();
    expect(await page.getByRole('textbox', { name: 'New status' }).inputValue()).toBe('Interviewing');
    expect(await page.getByRole('button', { name: 'Save status' }).isDisabled()).toBe(true);
    await checkPage(page, 'admin-application-status-saved');
    await page.close();

    await me.goto('/careers/applications');
    await card(me).locator('[data-status="interviewing"]').getByText('Interviewing').waitFor();
    const bell = me.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toMatch(/^Notifications, \d+ new$/);
    await bell.click();
    const panel = me.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText(`Your application for ${position.name} is now: Interviewing.`).waitFor();
    await checkPage(me, 'applications-notification');
    await me.keyboard.press('Escape');
  });

  it('withdraws on a phone after confirming, and the application moves to past applications', async () => {
    await me.setViewportSize(viewports.phone);
    await me.goto('/careers/applications');
    await card(me).getByRole('button', { name: 'Withdraw' }).click();
    const confirm = me.getByRole('dialog', { name: 'Withdraw application?' });
    await confirm.getByRole('button', { name: 'Keep application' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await card(me).getByRole('button', { name: 'Withdraw' }).click();
    await confirm.getByRole('button', { name: 'Withdraw application' }).click();
    const past = me.getByRole('region', { name: 'Past applications' });
    await past
      .getByRole('article')
      .filter({ hasText: position.name })
      .locator('[data-status="withdrawn"]')
      .waitFor();
    await me.getByText('No applications in progress.').waitFor();
    await checkPage(me, 'applications-withdrawn');
  });
});

describe('the apply page without a usable position', () => {
  it('explains a missing or unknown job and offers the search', async () => {
    const page = await candidate.newPage();
    await page.goto('/careers/apply');
    await page.getByRole('heading', { name: 'Which job are you applying for?' }).waitFor();
    await page.goto('/careers/apply?pid=00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: "We couldn't find this job" }).waitFor();
    await checkPage(page, 'apply-not-found');
    await page.close();
  });

  it('shows a new candidate the empty applications page with a way to find jobs', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    await signUpInPage(page);
    await page.goto('/careers/applications');
    await page.getByText("You haven't applied to any jobs yet.").waitFor();
    await page.getByRole('link', { name: 'Find jobs' }).waitFor();
    await checkPage(page, 'applications-empty');
    await context.close();
  });
});

describe('where applying needs an account first', () => {
  it('opens the login modal at once when the tenant disables logged-out apply, and closing leaves', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/careers/apply?pid=00000000-0000-4000-8000-000000000000&domain=fixture.example');
    await dialog(page).getByRole('tab', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/careers');
    await context.close();
  });
});

describe('the demo candidate', () => {
  it('finds the seeded applications, one already moved on to interviews', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInThroughApi(page, demo.candidate);
    await page.goto('/careers/applications');
    await expectLoggedInAs(page, demo.candidate.name);
    const cards = page.getByRole('region', { name: 'In progress' }).getByRole('article');
    // The demo story (seed): applications in progress, one moved on to interviews.
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    await cards.locator('[data-status="interviewing"]').first().waitFor();
    await cards.locator('[data-status="submitted"]').first().waitFor();
    await checkPage(page, 'applications-demo');
    await context.close();
  });
});
