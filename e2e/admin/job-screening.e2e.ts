import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpInPage } from '../notifications/api.ts';
import { checkPage, expectAccessible, launchBrowser, newContext, screenshot } from '../support/browser.ts';
import { apiCall, openAdminHome } from './admin-session.ts';

/*
 * issue 15 item 4: an admin adds two screening questions to a job; a candidate applies and
 * must answer the required one; the admin reads the answers on the application's page.
 */

let browser: Awaited<ReturnType<typeof launchBrowser>>;
let adminContext: BrowserContext;
let candidateContext: BrowserContext;
let admin: Page;
let candidate: Page;
const stamp = Math.random().toString(36).slice(2, 7);
const title = `Lamplighter ${stamp}`;
let jobId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  adminContext = await newContext(browser);
  candidateContext = await newContext(browser);
  admin = await adminContext.newPage();
  candidate = await candidateContext.newPage();
});
afterAll(async () => {
  await adminContext?.close();
  await candidateContext?.close();
  await browser?.close();
});

/** The page at 1280 px too (checkPage covers 390 and 1366). */
async function checkPageAt1280(page: Page, name: string) {
  await checkPage(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.waitForFunction(() => window.innerWidth === 1280);
  // axe at this width too; it also lets the relayout's transitions end before the picture.
  await expectAccessible(page, `${name} (1280)`);
  await screenshot(page, `${name}-1280`);
}

describe('screening questions', () => {
  it('the admin adds, edits and reorders two questions in the job editor', async () => {
    await openAdminHome(admin);
    await admin.goto('/admin/jobs/new');
    await admin.getByRole('heading', { level: 1, name: 'New job' }).waitFor();
    await admin.getByLabel('Job title').fill(title);
    await admin.getByRole('textbox', { name: /^Department/ }).fill('Lighting');
    await admin.getByRole('textbox', { name: 'Work place' }).click();
    await admin.getByRole('option', { name: 'Remote' }).click();

    const questions = admin.getByRole('region', { name: 'Application questions' });
    await questions.getByText('No questions: candidates fill in the application form only.').waitFor();
    await questions.getByRole('button', { name: 'Add a question' }).click();
    const first = questions.getByRole('group', { name: 'Question 1' });
    await first.getByRole('textbox', { name: /^Question/ }).fill('Which shift suits you?');
    await first.getByRole('textbox', { name: 'Answer type' }).click();
    await admin.getByRole('option', { name: 'One of several options' }).click();
    await first.getByRole('textbox', { name: 'Option 1' }).fill('Dusk');
    await first.getByRole('textbox', { name: 'Option 2' }).fill('Dawn');

    await questions.getByRole('button', { name: 'Add a question' }).click();
    const second = questions.getByRole('group', { name: 'Question 2' });
    await second.getByRole('textbox', { name: /^Question/ }).fill('Can you climb a ladder?');
    await second.getByRole('textbox', { name: 'Answer type' }).click();
    await admin.getByRole('option', { name: 'Yes or no' }).click();
    await second.getByLabel('Required').check();
    // The required question goes first.
    await questions.getByRole('button', { name: 'Move question 2 up' }).click();
    await expect
      .poll(() =>
        questions
          .getByRole('group', { name: 'Question 1' })
          .getByRole('textbox', { name: /^Question/ })
          .inputValue(),
      )
      .toBe('Can you climb a ladder?');
    await checkPageAt1280(admin, 'admin-job-screening-editor');

    await admin.getByRole('button', { name: 'Save and publish' }).click();
    await admin.waitForURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
    jobId = admin.url().split('/').pop()!;
    await admin.getByRole('heading', { level: 1, name: title }).waitFor();
    const saved = await apiCall(admin, 'GET', `/api/admin/jobs/${jobId}`);
    expect(
      saved.body.data.job.screeningQuestions.map((q: { label: string; type: string; required: boolean }) => [
        q.label,
        q.type,
        q.required,
      ]),
    ).toEqual([
      ['Can you climb a ladder?', 'yes_no', true],
      ['Which shift suits you?', 'single_choice', false],
    ]);
  }, 240_000);

  it('the candidate must answer the required question before the application is sent', async () => {
    await candidate.goto('/careers');
    await signUpInPage(candidate);
    await candidate.goto(`/careers/apply?pid=${jobId}`);
    await candidate.getByRole('heading', { level: 1, name: title }).waitFor();
    const form = candidate.getByRole('form', { name: `Application for ${title}` });
    await form.getByText('Questions from the hiring team').waitFor();
    await form.getByLabel('Full name').fill('Pat Lamplighter');
    await form.getByLabel('Email').fill(`lamp.${stamp}@example.com`);
    await form.getByLabel(/I agree that the hiring team/).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    // The required question stops the sending; the optional one does not.
    await form.locator('[data-invalid="true"]').getByText('Can you climb a ladder is required').waitFor();
    expect(await form.getByText('Which shift suits you is required').count()).toBe(0);
    await checkPageAt1280(candidate, 'apply-screening-questions');

    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('radio', { name: 'Dusk' }).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await candidate.getByRole('heading', { name: 'Application sent' }).waitFor();
  }, 240_000);

  it('the admin reads the answers on the application page', async () => {
    const list = await apiCall(admin, 'GET', `/api/admin/applications?position_id=${jobId}`);
    const id = list.body.data.applications[0].id as string;
    await admin.goto(`/admin/applications/${id}`);
    const card = admin.getByRole('region', { name: 'Application questions' });
    await card.getByText('Can you climb a ladder?').waitFor();
    await card.getByText('Yes', { exact: true }).waitFor();
    await card.getByText('Dusk', { exact: true }).waitFor();
    await checkPage(admin, 'admin-application-screening');
  }, 240_000);
});
