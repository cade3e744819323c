import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, dialog, logInThroughApi } from '../support/auth.ts';
import { checkPage, checkPageWithoutToasts, usePagePerTest } from '../support/browser.ts';
import { signUpInPage } from './api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('admin notifications screen', () => {
  it('is reached from the admin account menu, sends a notification and shows its email in the outbox', async () => {
    // A candidate to write to; signing up logs this context in, so its cookies go before the admin
    // logs in. No page is open meanwhile: a page load racing the cleared cookies would set a new
    // CSRF secret under the admin's login token.
    const email = await signUpInPage(page);
    await page.context().clearCookies();

    await logInThroughApi(page, demo.admin);
    await page.goto('/careers');
    await page.getByRole('button', { name: `Account menu for ${demo.admin.name}` }).click();
    await page.getByRole('menuitem', { name: 'Notifications and email' }).click();
    await page.getByRole('heading', { name: 'Notifications and email', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Email outbox' }).waitFor();
    await checkPage(page, 'admin-notifications');

    // Required fields are told, nothing is sent.
    await page.getByRole('button', { name: 'Send notification' }).click();
    await expect.poll(() => page.getByText('Required', { exact: true }).count()).toBe(2);

    await page.getByLabel("Candidate's email").fill(email);
    await page.getByLabel('Category').fill('Recruiting team');
    await page.getByLabel('Message').fill('Please confirm your interview slot.');
    await page.getByLabel('Link').fill('/careers/interviews');
    // The segmented control's radio is visually hidden; its label is what people click.
    await page.locator('label', { hasText: 'Action required' }).click();
    expect(await page.getByRole('radio', { name: 'Action required' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send notification' }).click();
    await page.getByText(`Notification sent to ${email}.`).waitFor();

    const row = page.getByRole('listitem').filter({ hasText: email });
    await row.first().waitFor();
    await row.first().getByText('Recruiting team: Northwind Labs careers').click();
    await row.first().getByText('Please confirm your interview slot.', { exact: false }).waitFor();
    await row.first().getByText('Stored', { exact: true }).waitFor();
    await checkPage(page, 'admin-notifications-sent');

    // An unknown candidate is told beside the field.
    await page.getByLabel("Candidate's email").fill('nobody@example.com');
    await page.getByLabel('Message').fill('Hello');
    await page.getByRole('button', { name: 'Send notification' }).click();
    await page.getByText('No candidate with this email on this site.').first().waitFor();
  });

  it('lists the background job runs: the embedded database runs them too', async () => {
    await logInThroughApi(page, demo.admin);
    await page.goto('/careers');
    await page.getByRole('button', { name: `Account menu for ${demo.admin.name}` }).waitFor();
    await page.goto('/admin/notifications');
    const jobs = page.getByRole('region', { name: 'Background jobs' });
    await jobs.waitFor();
    // The runs; the table above it lists every job with Run now.
    const runs = jobs.getByRole('table', { name: 'Background jobs' });
    // The offer reminders run within seconds of start (pg-boss on PGlite, as `npm start` runs it).
    await expect
      .poll(
        async () => {
          await page.reload();
          await runs.waitFor({ timeout: 5_000 }).catch(() => {});
          return runs.getByRole('row', { name: /Offer reminders/ }).count();
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    await runs
      .getByRole('row', { name: /Offer reminders Done/ })
      .first()
      .waitFor();
    await checkPage(page, 'admin-background-jobs');

    // Run now: the referral reminders run at once, and their last run (with the next) moves.
    const schedule = jobs.getByTestId('job-schedule');
    const row = schedule.getByRole('row', { name: /Referral reminders/ });
    const before = await row.innerText();
    await schedule.getByRole('button', { name: 'Run Referral reminders now' }).click();
    await page.getByText('Referral reminders will run in a moment', { exact: false }).waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await row.waitFor({ timeout: 5_000 }).catch(() => {});
          return row.innerText().catch(() => before);
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .not.toBe(before);
    expect(await row.innerText()).not.toContain('not started');
    await checkPageWithoutToasts(page, 'admin-background-jobs-run-now');
  });

  it('refuses candidates', async () => {
    await page.goto('/careers');
    await signUpInPage(page);
    await page.goto('/admin/notifications');
    await page.getByText('Admins only').waitFor();
  });

  it('asks a visitor to log in', async () => {
    await page.goto('/admin/notifications');
    await dialog(page).waitFor();
  });
});
