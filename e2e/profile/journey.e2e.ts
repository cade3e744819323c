import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { results, waitForResults } from '../search/search-helpers.ts';
import { dialog, expectLoggedInAs, expectLoggedOut, submitLogin } from '../support/auth.ts';
import {
  checkPage,
  downloadedBytes,
  finiteAnimationsDone,
  screenshot,
  usePagePerTest,
  viewports,
} from '../support/browser.ts';

/**
 * Issue 12 "Done when", as one journey: a new candidate signs up, uploads a real PDF résumé,
 * confirms what was found, edits the profile with the keyboard only, sees match scores and the
 * "Best match" order, applies with a prefilled form (résumé attached), exports a PDF résumé,
 * downloads their data and deletes the account, after which the login fails. axe runs on every
 * page visited, at phone and desktop widths.
 */
let page: Page;
usePagePerTest((p) => {
  page = p;
});

const fixtures = path.resolve(import.meta.dirname, '../../bench/fixtures/resumes');
const RESUME = 'en-us-backend-senior.pdf';
const PASSWORD = 'a sturdy passphrase';
const main = () => page.getByRole('main');
const section = (name: string) => main().getByRole('region', { name });
const uploadDialog = () => page.getByRole('dialog', { name: 'Add a résumé' });
const badges = () => results(page).locator('[data-match-percent]');

/** Presses Tab (Shift+Tab when `back`) until `target` has focus: the keyboard's way to reach it. */
async function tabTo(target: Locator, back = false, limit = 150): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${target} with the keyboard`);
}

/** axe and a screenshot at both widths for the open dialog only (the page behind is inert). */
async function checkDialog(name: string) {
  for (const [width, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await finiteAnimationsDone(page);
    const { violations } = await new AxeBuilder({ page })
      .include('[role=dialog]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    expect(
      violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      `axe violations on ${name} (${width})`,
    ).toEqual([]);
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(viewports.desktop);
}

const download = async (click: () => Promise<void>) => {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: d.suggestedFilename(), bytes: await downloadedBytes(d) };
};

/** The text of a PDF as poppler reads it (what a recruiter's tools would see). */
function pdfText(bytes: Uint8Array): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'journey-')), 'resume.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('a new candidate, from sign-up to deleting the account', () => {
  it('signs up, builds the profile from a PDF, is matched, applies, exports, downloads and deletes', async () => {
    const email = `journey.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;

    // 1. Sign up.
    await page.goto('/careers');
    await waitForResults(page);
    await checkPage(page, 'journey-01-careers-visitor');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(page).getByLabel('First name').fill('Marcus');
    await dialog(page).getByLabel('Last name').fill('Bennett');
    await dialog(page).getByLabel('Email').fill(email);
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await checkDialog('journey-02-sign-up');
    await dialog(page).getByRole('button', { name: 'Create account' }).click();
    await expectLoggedInAs(page, 'Marcus Bennett');

    // 2. Upload a real PDF résumé from the profile page (reached from the navigation).
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await checkPage(page, 'journey-03-profile-empty');
    await section('Résumés').getByRole('button', { name: 'Upload résumé' }).click();
    await uploadDialog().locator('input[type=file]').setInputFiles(path.join(fixtures, RESUME));
    await uploadDialog().getByRole('button', { name: 'Read my résumé' }).click();

    // 3. Review what was found, field by field, and confirm.
    await uploadDialog().getByRole('heading', { name: 'Check what we found' }).waitFor();
    expect(await uploadDialog().getByRole('textbox', { name: 'Email', exact: true }).inputValue()).toBe(
      'marcus.bennett@fastmail.com',
    );
    await uploadDialog()
      .getByRole('checkbox', { name: 'Keep Senior Backend Engineer at Lumen Payments Inc.' })
      .waitFor();
    await checkDialog('journey-04-resume-review');
    await uploadDialog()
      .getByRole('button', { name: /^Confirm and add/ })
      .click();
    await uploadDialog().waitFor({ state: 'detached' });
    await section('Work experience').getByText('Lumen Payments Inc.').first().waitFor();
    await section('Skills').getByText('PostgreSQL', { exact: true }).waitFor();
    await section('Résumés').getByRole('link', { name: RESUME }).waitFor();
    await checkPage(page, 'journey-05-profile-from-resume');

    // 4. Edit a section with the keyboard only: the headline, then one more skill.
    await tabTo(section('Headline').getByRole('button', { name: 'Edit headline' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Staff Backend Engineer');
    await page.keyboard.press('Enter');
    await section('Headline').getByText('Staff Backend Engineer', { exact: true }).waitFor();
    await tabTo(section('Skills').getByRole('button', { name: 'Add a skill' }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('TypeScript');
    await page.keyboard.press('Enter');
    await section('Skills').getByRole('button', { name: 'Edit TypeScript' }).waitFor();
    await page.reload();
    await section('Headline').getByText('Staff Backend Engineer', { exact: true }).waitFor();
    await section('Skills').getByRole('button', { name: 'Edit TypeScript' }).waitFor();
    await checkPage(page, 'journey-06-profile-edited');

    // 5. Match scores on the results and the "Best match" order.
    await page.goto('/careers?query=engineer');
    await waitForResults(page);
    await badges().first().waitFor();
    expect(await badges().count()).toBe(await results(page).count());
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Best match' });
    await page.waitForURL((url) => url.searchParams.get('sort_by') === 'best_match');
    await badges().first().waitFor();
    // The re-sorted page replaces the first one: wait for the answer in the new order.
    const scores = () =>
      badges().evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-match-percent'))));
    await expect.poll(async () => (await scores()).length).toBeGreaterThan(1);
    await expect
      .poll(async () => {
        const now = await scores();
        return now.every((score, i) => i === 0 || now[i - 1]! >= score);
      })
      .toBe(true);
    await checkPage(page, 'journey-07-search-best-match');

    // …and jobs recommended for this profile on the dashboard.
    await page.goto('/careers/dashboard');
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    await recommended.getByRole('listitem').first().waitFor();
    await checkPage(page, 'journey-08-dashboard-recommended');

    // 6. Apply to the best match: the form is prefilled from the profile, résumé attached.
    await page.goto('/careers?query=engineer&sort_by=best_match');
    await badges().first().waitFor();
    const best = results(page).first().getByRole('link').first();
    const title = (await best.textContent())!;
    await best.click();
    await page.getByRole('link', { name: 'Apply now' }).first().click();
    const form = page.getByRole('form', { name: `Application for ${title}` });
    await form.waitFor();
    expect(await form.getByLabel('Full name').inputValue()).toBe('Marcus Bennett');
    // The profile's contact email came from the résumé; the login email is the account's.
    expect(await form.getByLabel('Email').inputValue()).toMatch(/@/);
    expect(await form.getByRole('textbox', { name: 'Phone' }).inputValue()).toBe('5125550142');
    expect(await form.getByLabel('Where do you live?').inputValue()).toBe('Austin, TX');
    expect(await form.getByLabel('LinkedIn or portfolio link').inputValue()).toMatch(/^https:\/\//);
    await form.getByText(RESUME).waitFor();
    await checkPage(page, 'journey-09-apply-prefilled');
    await form.getByLabel(/I agree that the hiring team/).check();
    await form.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('heading', { name: 'Application sent' }).waitFor();
    await checkPage(page, 'journey-10-application-sent');

    // 7. Export the profile as a PDF résumé.
    await page.goto('/careers/export-resume');
    await page.locator('[data-testid="resume-preview"][data-state="drawn"]').waitFor();
    await checkPage(page, 'journey-11-export-resume');
    const pdf = await download(() => page.getByRole('link', { name: 'Download PDF' }).click());
    expect(pdf.name).toBe('Marcus Bennett - Resume.pdf');
    const text = pdfText(pdf.bytes);
    for (const expected of ['Marcus Bennett', 'Staff Backend Engineer', 'Lumen Payments Inc.', 'TypeScript'])
      expect(text).toContain(expected);

    // 8. Download my data: a ZIP with the profile and every row about me, and my résumé file.
    await page.goto('/careers/settings');
    await page.getByRole('heading', { name: 'Account and privacy' }).waitFor();
    await checkPage(page, 'journey-12-settings');
    const zip = await download(() => page.getByRole('link', { name: 'Download ZIP' }).click());
    expect(zip.name).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(zip.bytes);
    const profile = JSON.parse(strFromU8(files['profile.json']!));
    expect(profile.headline).toBe('Staff Backend Engineer');
    expect(profile.experience.map((e: { company: string }) => e.company)).toContain('Lumen Payments Inc.');
    expect(JSON.parse(strFromU8(files['tables/users.json']!))[0]).toMatchObject({ email });
    expect(Object.keys(files).some((f) => f.startsWith('files/') && f.endsWith('.pdf'))).toBe(true);

    // 9. Delete the account; the login fails afterwards.
    await page.getByRole('button', { name: 'Delete account' }).click();
    await dialog(page).getByLabel('Password').fill(PASSWORD);
    await dialog(page).getByLabel('Type DELETE to confirm').fill('DELETE');
    await checkDialog('journey-13-delete-account');
    await dialog(page).getByRole('button', { name: 'Delete my account' }).click();
    await dialog(page).getByText('Your account is deleted').waitFor();
    await dialog(page).getByRole('button', { name: 'Go to the careers site' }).click();
    await page.waitForURL(/\/careers$/);
    await expectLoggedOut(page);
    await page.goto('/careers/login');
    await checkPage(page, 'journey-14-login');
    await submitLogin(page, { email, password: PASSWORD }, false);
    await page.getByText('Incorrect email or password.').first().waitFor();
    // A long journey with axe at two widths on every page: minutes on a busy 2-core machine.
  }, 600_000);
});
