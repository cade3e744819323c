import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, dialog, logInThroughApi } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const gallery = (layout: string) => `/admin/forms-gallery?layout=${layout}`;

async function openAsAdmin(layout: string) {
  await logInThroughApi(page, demo.admin);
  await page.goto(gallery(layout));
  await dialog(page).waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Forms gallery', level: 1 }).waitFor();
}

const form = () => page.getByRole('form', { name: 'Every field type' });
const field = (name: string) => form().locator(`[data-path="${name}"]`);
const focused = () =>
  page.evaluate(() => document.activeElement?.closest('[data-path]')?.getAttribute('data-path'));
const stepErrors = () =>
  page
    .getByRole('navigation', { name: 'Sections' })
    .locator('[data-error-count]')
    .evaluateAll((els) => els.map((e) => e.textContent));

/** Focuses without a pointer (as Tab would land there) and types. */
async function type(target: Locator, text: string) {
  await target.focus();
  await page.keyboard.type(text);
}
async function pick(target: Locator, text: string) {
  await type(target, text);
  await page.keyboard.press('Enter');
}
async function press(target: Locator, key: string) {
  await target.focus();
  await page.keyboard.press(key);
}

describe('forms gallery (issue 3)', () => {
  it('fills and submits the stepper form with every field type by keyboard alone', async () => {
    await openAsAdmin('stepper');
    await form().waitFor();

    // Submitting empty: errors counted per section; the error summary takes focus and its first
    // link (Tab, Enter) leads to the first invalid field.
    await press(form().getByRole('button', { name: 'Submit' }), 'Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-error-summary')))
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(focused).toBe('fullName');
    await expect
      .poll(stepErrors)
      .toEqual(['4 errors found', '4 errors found', '3 errors found', '2 errors found']);
    await field('fullName').getByText('Full name is required').waitFor();
    await checkPage(page, 'forms-stepper-errors');
    // Phone and desktop widths show different navigation, but the same fields and errors.
    await field('fullName').getByText('Full name is required').waitFor();

    // The navigator: a step focuses its first invalid field; Home and End move between steps.
    const steps = page.getByRole('navigation', { name: 'Sections' }).getByRole('button');
    await press(steps.nth(2), 'Enter');
    await expect.poll(focused).toBe('workPlace');
    await press(steps.nth(2), 'End');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-step'))).toBe('3');
    await page.keyboard.press('Home');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-step'))).toBe('0');

    await type(field('fullName').getByRole('textbox'), 'Jordan Rivera');
    await type(field('email').getByRole('textbox'), 'jordan@example.com');
    await type(field('phone').getByRole('textbox'), '2025550143');
    await pick(field('country').getByRole('textbox'), 'United States');
    await field('state').waitFor();
    await pick(field('state').getByRole('textbox'), 'New York');
    await type(field('birthDate').locator('input'), '04021990');
    await type(field('currentRole').getByLabel('Start date (mm/yyyy)'), '012022');
    await press(field('currentRole').getByRole('checkbox'), 'Space');
    await expect.poll(() => field('currentRole').getByLabel('End date (mm/yyyy)').isDisabled()).toBe(true);
    await press(field('roles').getByRole('button', { name: 'Add a role' }), 'Enter');
    await type(field('roles.0.title').getByRole('textbox'), 'Analyst');
    await type(field('years').getByRole('textbox'), '7x');
    await expect.poll(() => field('years').getByRole('textbox').inputValue()).toBe('7');
    await type(field('skills').getByRole('textbox'), 'Figma');
    await page.keyboard.press('Enter');
    // The skill search answers after a pause in typing; wait for each chosen skill to show.
    await field('skills').getByText('Figma', { exact: true }).first().waitFor();
    await press(field('skills').getByRole('button', { name: 'Add all' }), 'Enter');
    await field('skills').getByText('Leadership', { exact: true }).first().waitFor();
    await type(
      field('summary').getByRole('textbox'),
      'I build careful, accessible products with small teams.',
    );
    await press(field('teamwork').getByRole('radio', { name: 'Very Good' }), 'Space');
    await press(field('workPlace').getByRole('radio', { name: 'Hybrid' }), 'Space');
    await press(field('days').getByRole('checkbox', { name: 'Weekdays' }), 'Space');
    await pick(field('shift').getByRole('textbox'), 'Day');
    await press(field('relocate').getByRole('checkbox'), 'Space');
    const chooser = page.waitForEvent('filechooser');
    await press(field('resume').getByRole('button', { name: 'Choose a file' }), 'Enter');
    await (await chooser).setFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 résumé'),
    });
    await field('resume').getByText('resume.pdf').waitFor();
    await type(field('ssn').getByRole('textbox'), '123456789');
    await expect.poll(() => field('ssn').getByRole('textbox').inputValue()).toBe('123-45-6789');
    await press(field('consent').getByRole('checkbox'), 'Space');

    await expect.poll(stepErrors).toEqual([]);
    await press(form().getByRole('button', { name: 'Submit' }), 'Enter');
    await page.getByTestId('server-verdict').getByText('The server accepted every answer.').waitFor();
  }, 120_000);

  it('shows the server verdict on the fields when it refuses an answer', async () => {
    await openAsAdmin('plain');
    await type(field('email').getByRole('textbox'), 'jordan@example');
    await press(field('fullName').getByRole('textbox'), 'Tab');
    await field('email').getByText('Email is invalid. Use the format "name@example.com".').waitFor();
    await expect.poll(focused).toBe('email');
  });

  it('the stepper marks the last section active at the end of the page, though it is short', async () => {
    await openAsAdmin('stepper');
    const current = () =>
      page
        .getByRole('navigation', { name: 'Sections' })
        .locator('[aria-current="step"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-step')));
    await expect.poll(current).toEqual(['0']);
    // To the end of the page, again on each poll: parts still arriving (styles, the footer) can
    // make the page longer after one scroll, under load in CI.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return current();
      })
      .toEqual(['3']);
  });

  it('passes axe on every layout and in view mode, at phone and desktop widths', async () => {
    await openAsAdmin('plain');
    for (const layout of ['plain', 'stepper', 'htmlDescription', 'adminEditor', 'view']) {
      await page.goto(gallery(layout));
      await form().waitFor();
      await checkPage(page, `forms-gallery-${layout}`);
    }
  }, 240_000);

  it('admin editor: tooltips, disabled ends, duplicate and delete', async () => {
    await openAsAdmin('adminEditor');
    const first = form().locator('[data-question]').first();
    await expect.poll(() => first.getByRole('button', { name: 'Move question up' }).isDisabled()).toBe(true);
    const count = await form().locator('[data-question]').count();
    await press(first.getByRole('button', { name: 'Duplicate question' }), 'Enter');
    await expect.poll(() => form().locator('[data-question]').count()).toBe(count + 1);
    await page.getByRole('tooltip', { name: 'Duplicate question' }).waitFor();
    await press(
      form().locator('[data-question="welcome_2"]').getByRole('button', { name: 'Delete question' }),
      'Enter',
    );
    await expect.poll(() => form().locator('[data-question]').count()).toBe(count);
  });

  it('tells a candidate the gallery is for administrators', async () => {
    await logInThroughApi(page, demo.candidate);
    await page.goto(gallery('plain'));
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
  });
});
