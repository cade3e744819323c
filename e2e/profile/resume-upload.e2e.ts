import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signUpFresh } from '../search/search-helpers.ts';
import {
  expectAccessible,
  finiteAnimationsDone,
  screenshot,
  usePagePerTest,
  viewports,
} from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const fixtures = path.resolve(import.meta.dirname, '../../bench/fixtures/resumes');
const dialog = () => page.getByRole('dialog', { name: 'Add a résumé' });
const resumes = () => page.getByRole('main').getByRole('region', { name: 'Résumés' });

/**
 * axe and a screenshot at phone and desktop widths. With the dialog open only the dialog is
 * checked: the page behind it is covered and cannot be reached.
 */
async function checkBothWidths(name: string, inDialog = false) {
  for (const [width, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    if (inDialog) {
      await finiteAnimationsDone(page);
      const { violations } = await new AxeBuilder({ page })
        .include('[role=dialog]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
        .analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    } else await expectAccessible(page, `${name} (${width})`);
    await screenshot(page, `${name}-${width}`);
  }
}

async function openUpload(file: string) {
  await page.goto('/careers/profile');
  await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
  await resumes().getByRole('button', { name: 'Upload résumé' }).click();
  await dialog().locator('input[type=file]').setInputFiles(path.join(fixtures, file));
  await dialog().getByRole('button', { name: 'Read my résumé' }).click();
}

describe('résumé upload with a confirm step', () => {
  it('a new candidate uploads a PDF, drops one job, edits another, confirms and sees the profile filled', async () => {
    await signUpFresh(page, 'Marcus');
    await openUpload('en-us-backend-senior.pdf');
    const review = dialog().getByRole('heading', { name: 'Check what we found' });
    await review.waitFor();
    // Focus moves to the review for keyboard and screen-reader users.
    await expect.poll(() => review.evaluate((el) => el === document.activeElement)).toBe(true);
    await checkBothWidths('resume-review', true);
    await page.setViewportSize(viewports.desktop);

    // Drop with the keyboard: focus the item's "Keep" box and press Space.
    for (const name of ['Keep Junior Developer at Texas Data Works', 'Keep Kafka']) {
      const box = dialog().getByRole('checkbox', { name });
      await box.focus();
      await page.keyboard.press('Space');
      await expect.poll(() => box.isChecked()).toBe(false);
    }
    await dialog().getByLabel('Job title').first().fill('Staff Backend Engineer');
    await dialog()
      .getByRole('button', { name: /^Confirm and add/ })
      .click();
    await dialog().waitFor({ state: 'detached' });

    const main = page.getByRole('main');
    await main.getByText('Staff Backend Engineer').first().waitFor();
    await main.getByText('Lumen Payments Inc.').first().waitFor();
    await main.getByText('Freightly').first().waitFor();
    expect(await main.getByText('Texas Data Works').count()).toBe(0);
    expect(await main.getByText('Kafka', { exact: true }).count()).toBe(0);
    await main.getByText('PostgreSQL', { exact: true }).first().waitFor();
    await main.getByText('Austin, TX').first().waitFor();
    await resumes().getByRole('link', { name: 'en-us-backend-senior.pdf' }).waitFor();
    // It is stored: a reload shows the same.
    await page.reload();
    await resumes().getByRole('link', { name: 'en-us-backend-senior.pdf' }).waitFor();
    await main.getByText('Staff Backend Engineer').first().waitFor();
    await screenshot(page, 'resume-confirmed-profile-desktop');
  });

  it('Cancel changes nothing', async () => {
    await signUpFresh(page, 'Carla');
    await openUpload('de-de-werkstudentin.docx');
    await dialog().getByRole('heading', { name: 'Check what we found' }).waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Profile' }).waitFor();
    await resumes().waitFor();
    expect(await resumes().getByRole('link').count()).toBe(0);
    expect(await page.getByRole('main').getByText('REWE Group').count()).toBe(0);
  });

  it('tells why an encrypted PDF cannot be read, and stores nothing', async () => {
    await signUpFresh(page, 'Erin');
    await page.goto('/careers/profile');
    await resumes().getByRole('button', { name: 'Upload résumé' }).click();
    await dialog().locator('input[type=file]').setInputFiles(path.join(fixtures, 'refusals/encrypted.pdf'));
    await dialog().getByRole('button', { name: 'Read my résumé' }).click();
    await dialog()
      .getByRole('alert')
      .getByText('This PDF is password-protected. Upload a copy without a password.')
      .waitFor();
    await checkBothWidths('resume-encrypted', true);
  });

  it('onboarding: start from the résumé and end on recommended jobs', async () => {
    await signUpFresh(page, 'Arjun');
    await page.goto('/careers/onboarding');
    await page.getByRole('heading', { level: 1, name: /Let's set up your profile/ }).waitFor();
    await checkBothWidths('onboarding-choose');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: /Start from your résumé/ }).click();
    await page.locator('input[type=file]').setInputFiles(path.join(fixtures, 'en-in-data-scientist.txt'));
    await page.getByRole('button', { name: 'Read my résumé' }).click();
    await page.getByRole('heading', { name: 'Check what we found' }).waitFor();
    await page.getByRole('button', { name: /^Confirm and add/ }).click();
    await page.getByRole('heading', { name: 'Jobs recommended for you' }).waitFor();
    await page.getByRole('link', { name: 'See all matching jobs' }).waitFor();
    await checkBothWidths('onboarding-recommended');
  });

  it('onboarding: fill it in', async () => {
    await signUpFresh(page, 'Fiona');
    await page.goto('/careers/onboarding');
    await page.getByRole('button', { name: /Fill it in/ }).click();
    await page.getByLabel('What job are you looking for?').fill('Software Engineer');
    await page.getByLabel('Where do you live?').fill('Berlin');
    await page.getByRole('textbox', { name: 'Your skills' }).fill('TypeScript');
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: 'Remote' }).check();
    await checkBothWidths('onboarding-fill-in');
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: 'Save and see my jobs' }).click();
    await page.getByRole('heading', { name: 'Jobs recommended for you' }).waitFor();
    await page.goto('/careers/profile');
    await page.getByRole('main').getByText('Software Engineer').first().waitFor();
  });
});
