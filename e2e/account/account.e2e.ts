import { strFromU8, unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { outboxFor, signUpInPage } from '../notifications/api.ts';
import { dialog, expectLoggedInAs, expectLoggedOut, submitLogin } from '../support/auth.ts';
import { checkPage, downloadedBytes, screenshot, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const NAME = 'Riley Notify';
const PASSWORD = 'a sturdy passphrase';

async function openSettings() {
  await page.goto('/careers/settings');
  await page.getByRole('heading', { name: 'Account and privacy' }).waitFor();
}

async function logInOnPage(email: string, password: string) {
  await page.goto('/careers/login');
  await submitLogin(page, { email, password }, false);
}

const downloadBytes = async (click: () => Promise<void>) => {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await downloadedBytes(download) };
};

describe('account and privacy', () => {
  it('changes the password in settings; the new one logs in, the old one does not', async () => {
    const email = await signUpInPage(page);
    await openSettings();
    await checkPage(page, 'settings-account');
    await page.getByRole('button', { name: 'Change password' }).click();
    const form = dialog(page);
    await form.getByLabel('Current password').fill(PASSWORD);
    await form.getByLabel(/^New password/).fill('my changed passphrase');
    await form.getByLabel('Repeat the new password').fill('my changed passphrase');
    await checkPage(page, 'settings-change-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await expect.poll(() => dialog(page).count()).toBe(0);

    await page.goto('/logout');
    await expectLoggedOut(page);
    await logInOnPage(email, PASSWORD);
    await page.getByText('Incorrect email or password.').first().waitFor();
    await logInOnPage(email, 'my changed passphrase');
    await expectLoggedInAs(page, NAME);
  });

  it('resets a forgotten password with the emailed link, which works once', async () => {
    const email = await signUpInPage(page);
    await page.goto('/logout');
    await expectLoggedOut(page);
    await page.goto('/careers?show_login_modal=1');
    await dialog(page).getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/careers\/forgot-password/);
    await checkPage(page, 'forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Check your email').waitFor();
    await checkPage(page, 'forgot-password-sent');

    let mails: Awaited<ReturnType<typeof outboxFor>> = [];
    await expect
      .poll(async () => {
        mails = await outboxFor(email);
        return mails.length;
      })
      .toBe(1);
    const link = /https?:\/\/\S+\/careers\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mails[0]!.text);
    expect(link).toBeTruthy();
    const resetPath = `/careers/reset-password?token=${link![1]}`;

    await page.goto(resetPath);
    await checkPage(page, 'reset-password');
    await page.getByLabel(/^New password/).fill('my reset passphrase');
    await page.getByLabel('Repeat the new password').fill('my reset passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Password changed').waitFor();
    await checkPage(page, 'reset-password-done');

    // Used once: the same link is refused.
    await page.goto(resetPath);
    await page.getByLabel(/^New password/).fill('another passphrase');
    await page.getByLabel('Repeat the new password').fill('another passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('This reset link is not valid or has expired').first().waitFor();

    await logInOnPage(email, 'my reset passphrase');
    await expectLoggedInAs(page, NAME);
  });

  it('downloads my data as a ZIP that holds my profile', async () => {
    const email = await signUpInPage(page);
    await openSettings();
    const zip = await downloadBytes(() => page.getByRole('link', { name: 'Download ZIP' }).click());
    expect(zip.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(zip.bytes);
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ contact: { email } });
    expect(JSON.parse(strFromU8(files['tables/users.json']!))[0]).toMatchObject({
      email,
      passwordHash: '[withheld]',
    });
  });

  it('exports my résumé: a template preview and PDF and Word downloads', async () => {
    await signUpInPage(page);
    await page.goto('/careers/export-resume');
    await page.locator('[data-testid="resume-preview"][data-state="drawn"]').waitFor();
    await checkPage(page, 'export-resume-classic');
    await page.getByRole('radio', { name: /Modern/ }).click();
    await page.locator('[data-testid="resume-preview"][data-state="drawn"]').waitFor();
    await screenshot(page, 'export-resume-modern');
    const pdf = await downloadBytes(() => page.getByRole('link', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe('Riley Notify - Resume.pdf');
    expect(new TextDecoder().decode(pdf.bytes.slice(0, 5))).toBe('%PDF-');
    const docx = await downloadBytes(() => page.getByRole('link', { name: 'Download Word (DOCX)' }).click());
    expect(docx.name).toBe('Riley Notify - Resume.docx');
    expect(strFromU8(unzipSync(docx.bytes)['word/document.xml']!)).toContain('Riley Notify');
  });

  it('deletes my account after the password and the word DELETE; the login then fails', async () => {
    const email = await signUpInPage(page);
    await openSettings();
    await page.getByRole('button', { name: 'Delete account' }).click();
    // This dialog by its name: a candidate gate's dialog may be open over a new account's page.
    const form = page.getByRole('dialog', { name: 'Delete my account' });
    await form.waitFor();
    await form.getByLabel('Password').fill('not my password');
    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByText('The password is not correct.').waitFor();
    await checkPage(page, 'settings-delete-account');
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByText('Your account is deleted').waitFor();
    await checkPage(page, 'settings-account-deleted');
    await form.getByRole('button', { name: 'Go to the careers site' }).click();
    await page.waitForURL(/\/careers$/);
    await expectLoggedOut(page);
    await logInOnPage(email, PASSWORD);
    await page.getByText('Incorrect email or password.').first().waitFor();
  });
});
