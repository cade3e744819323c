import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, launchBrowser, newContext } from '../support/browser.ts';
import { assignForm, disposeAdmin, logInAdmin, signUpCandidate } from './form-assignments-api.ts';

/*
 * Issue 18 item 4: the admin builds a show/hide rule with the visual rule builder and a
 * repeating list's row questions, previews the form as a candidate, saves it; a candidate
 * given the form sees the list appear only when the rule holds.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await disposeAdmin();
  await browser.close();
});

const pageFor = async (): Promise<Page> => (await newContext(browser, 'desktop')).newPage();
/** Extra screenshots at 390 and 1280 px for a person to look at, when SHOTS_DIR is set. */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

describe('admin form editor: rules, list row questions, preview (issue 18)', () => {
  it('builds a conditional list, previews it, saves, and a candidate sees the rule work', async () => {
    const admin = await pageFor();
    await logInAdmin(admin);
    await admin.goto('/admin/forms');
    await admin.getByRole('heading', { name: 'Manage forms', level: 1 }).waitFor();
    const title = `Driver details ${Date.now()}`;
    await admin.getByLabel('Form title').fill(title);
    await admin.getByRole('button', { name: 'Create form' }).click();
    await admin.getByRole('heading', { name: 'Edit form', level: 1 }).waitFor();

    // The starter question becomes a yes/no radio group.
    await admin
      .locator('[data-question="question_1"]')
      .getByRole('button', { name: 'Edit question' })
      .click();
    let d = admin.getByRole('dialog', { name: 'Edit question' });
    await d.getByLabel('Question type').selectOption({ label: 'Radio buttons' });
    await d.getByRole('textbox', { name: 'Name (answer key)' }).fill('drives');
    await d.getByRole('textbox', { name: 'Label' }).fill('Do you drive?');
    await d.getByRole('button', { name: 'Add option' }).click();
    await d.getByRole('button', { name: 'Add option' }).click();
    await d.getByRole('textbox', { name: 'Option 1 label' }).fill('Yes');
    await d.getByRole('textbox', { name: 'Option 2 label' }).fill('No');
    await d.getByRole('button', { name: 'Save' }).click();
    await d.waitFor({ state: 'detached' });

    // A repeating list with two row questions, shown only when the answer above is Yes.
    await admin.getByRole('button', { name: 'Add question' }).click();
    d = admin.getByRole('dialog', { name: 'Add question' });
    await d.getByLabel('Question type').selectOption({ label: 'Repeating list' });
    await d.getByRole('textbox', { name: 'Name (answer key)' }).fill('vehicles');
    await d.getByRole('textbox', { name: 'Label' }).fill('Your vehicles');
    await d.getByRole('button', { name: 'Edit row question 1' }).click();
    let sub = admin.getByRole('dialog', { name: 'Edit question' });
    await sub.getByRole('textbox', { name: 'Label' }).fill('Plate number');
    await sub.getByRole('checkbox', { name: 'Required' }).check();
    await sub.getByRole('button', { name: 'Save' }).click();
    await sub.waitFor({ state: 'detached' });
    await d.getByRole('button', { name: 'Add row question' }).click();
    sub = admin.getByRole('dialog', { name: 'Add question' }).last();
    await sub.getByLabel('Question type').selectOption({ label: 'Number' });
    await sub.getByRole('textbox', { name: 'Name (answer key)' }).fill('year');
    await sub.getByRole('textbox', { name: 'Label' }).fill('Model year');
    await sub.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => admin.getByRole('dialog').count()).toBe(1);
    await d.getByText('Model year').waitFor();
    await d.getByRole('button', { name: 'Add condition' }).click();
    await expect
      .poll(() => d.getByLabel('Condition 1 question').locator('option:checked').textContent())
      .toBe('Do you drive?');
    await d.getByLabel('Condition 1 value').selectOption({ label: 'Yes' });
    await d.locator('[data-rule-builder]').scrollIntoViewIfNeeded();
    await checkPage(admin, 'admin-form-editor-rule-builder');
    await shots(admin, 'forms-editor-rule-builder');
    await d.getByRole('button', { name: 'Save' }).click();
    await d.waitFor({ state: 'detached' });

    // Preview as a candidate, from the unsaved changes: the list follows the answer.
    await admin.getByRole('button', { name: 'Preview as a candidate' }).click();
    const preview = admin.getByRole('dialog', { name: 'Preview as a candidate' });
    await preview.getByRole('radio', { name: 'No' }).check();
    await preview.getByText('Your vehicles').waitFor({ state: 'detached' });
    await preview.getByRole('radio', { name: 'Yes' }).check();
    // No minLength rule: the list starts with no row (§4).
    await preview.getByRole('button', { name: 'Add Item' }).click();
    await preview.getByRole('textbox', { name: /Plate number/ }).waitFor();
    await checkPage(admin, 'admin-form-preview');
    await shots(admin, 'forms-editor-preview');
    await preview.getByRole('button', { name: 'Close' }).click();
    await preview.waitFor({ state: 'detached' });

    await admin.getByRole('button', { name: 'Save form' }).click();
    await admin.getByText('Saved. This is now version 2.').waitFor();

    // A candidate given the form: the list shows only while "Yes" is the answer.
    const candidate = await pageFor();
    const who = await signUpCandidate(candidate);
    const assignment = await assignForm(title, who.email);
    await candidate.goto(`/careers/forms?assignment=${assignment.id}`);
    await candidate.getByRole('heading', { level: 1, name: title }).waitFor();
    const form = candidate.getByRole('form', { name: title });
    await form.getByRole('radio', { name: 'Yes' }).waitFor();
    expect(await form.getByText('Your vehicles').count()).toBe(0);
    await form.getByRole('radio', { name: 'Yes' }).check();
    await form.getByRole('button', { name: 'Add Item' }).click();
    await form.getByRole('textbox', { name: /Plate number/ }).fill('AB-123');
    await form.getByRole('textbox', { name: /Model year/ }).fill('2019');
    await checkPage(candidate, 'form-view-conditional-list');
    await form.getByRole('radio', { name: 'No' }).check();
    await form.getByText('Your vehicles').waitFor({ state: 'detached' });
  }, 240_000);
});
