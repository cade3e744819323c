import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, dialog, logInThroughApi } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const editorDialog = () => page.getByRole('dialog', { name: 'Edit question' });

describe('admin forms: create, edit and save a stored form (issue 3)', () => {
  it('creates a form, edits a question in the admin editor, saves it and reads it back', async () => {
    await logInThroughApi(page, demo.admin);
    await page.goto('/admin/forms');
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Manage forms', level: 1 }).waitFor();
    await checkPage(page, 'admin-forms-list');

    // A blank title is refused by the server; its message sits under the title input.
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByLabel('Form title').and(page.locator('[aria-invalid="true"]')).waitFor();
    const title = `Volunteer intake ${Date.now()}`;
    await page.getByLabel('Form title').fill(title);
    await page.getByRole('button', { name: 'Create form' }).click();
    await page.getByRole('heading', { name: 'Edit form', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('form-version').textContent()).toBe('Version 1');
    const editUrl = page.url();
    expect(editUrl).toMatch(/\/admin\/forms\/[0-9a-f-]{36}/);
    await checkPage(page, 'admin-form-editor');

    // Edit the starter question into a required radio group with two options and a rule.
    const question = page.locator('[data-question="question_1"]');
    await question.getByRole('button', { name: 'Edit question' }).click();
    const d = editorDialog();
    await d.getByLabel('Question type').selectOption('radio');
    await d.getByRole('textbox', { name: 'Name (answer key)' }).fill('shift');
    await d.getByRole('textbox', { name: 'Label' }).fill('Preferred shift');
    await d.getByRole('checkbox', { name: 'Required' }).check();
    await d.getByRole('button', { name: 'Add option' }).click();
    await d.getByRole('button', { name: 'Add option' }).click();
    await d.getByRole('textbox', { name: 'Option 1 label' }).fill('Mornings');
    await d.getByRole('textbox', { name: 'Option 2 label' }).fill('Evenings');
    await d.getByRole('button', { name: 'Move option 2 up' }).click();
    await d.getByRole('button', { name: 'Add rule' }).click();
    await d.getByLabel('Rule 1 type').selectOption('regex');
    await d.getByRole('textbox', { name: 'Rule 1 value' }).fill('not a pattern');
    await d.getByRole('button', { name: 'Save' }).click();
    // The toolkit schema refuses the pattern before anything reaches the server.
    await d.getByText('Write the pattern as /pattern/flags, e.g. /^[A-Z]+$/').waitFor();
    await checkPage(page, 'admin-form-question-editor');
    await d.getByRole('textbox', { name: 'Rule 1 value' }).fill('/^option_/');
    await d.getByRole('textbox', { name: 'Rule 1 custom message' }).fill('Pick one of the listed shifts');
    await d.getByRole('button', { name: 'Save' }).click();
    await d.waitFor({ state: 'detached' });

    const shift = page.locator('[data-question="shift"]');
    await shift.getByRole('radio', { name: 'Evenings' }).waitFor();
    await page.getByText('Unsaved changes').waitFor();

    // A second section, renamed.
    await page.getByRole('button', { name: 'Add section' }).click();
    await page.getByRole('button', { name: 'Rename section' }).nth(1).click();
    const rename = page.getByRole('dialog', { name: 'Rename section' });
    await rename.getByRole('textbox', { name: 'Section title' }).fill('Availability');
    await rename.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'Availability', level: 2 }).waitFor();

    // A blank title now: the server's field message shows and nothing is stored.
    await page.getByLabel('Form title').fill('   ');
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByLabel('Form title').and(page.locator('[aria-invalid="true"]')).waitFor();
    await page.getByLabel('Form title').fill(`${title} (edited)`);
    await page.getByRole('button', { name: 'Save form' }).click();
    await page.getByText('Saved. This is now version 2.').waitFor();

    // Read back from the server in a fresh page load.
    await page.goto(editUrl);
    await page.getByRole('heading', { name: 'Edit form', level: 1 }).waitFor();
    await expect.poll(() => page.getByTestId('form-version').textContent()).toBe('Version 2');
    await expect.poll(() => page.getByLabel('Form title').inputValue()).toBe(`${title} (edited)`);
    const radios = page.locator('[data-question="shift"]').getByRole('radio');
    await expect
      .poll(() => radios.evaluateAll((els) => els.map((e) => e.getAttribute('value'))))
      .toEqual(['option_2', 'option_1']);
    await page.getByRole('heading', { name: 'Availability', level: 2 }).waitFor();
    await page.locator('[data-question="shift"]').getByRole('button', { name: 'Edit question' }).click();
    await expect
      .poll(() => editorDialog().getByRole('textbox', { name: 'Rule 1 custom message' }).inputValue())
      .toBe('Pick one of the listed shifts');
    await editorDialog().getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('link', { name: 'All forms' }).click();
    await page.getByRole('link', { name: `${title} (edited)` }).waitFor();
  }, 180_000);

  it('the skill selector searches the tenant’s skills once typing pauses', async () => {
    await logInThroughApi(page, demo.admin);
    await page.goto('/admin/forms-gallery?layout=plain');
    await dialog(page).waitFor({ state: 'detached' });
    // A skill the tenant's jobs really use, from the same autocomplete the field calls.
    const answer = await page.request.get('/api/pcsx/autocomplete?term=a&type=query&limit=20');
    const skill = (
      (await answer.json()) as { data: { results: { label: string; kind: string }[] } }
    ).data.results.find((r) => r.kind === 'skill')?.label;
    expect(skill).toBeTruthy();
    const field = page.locator('[data-path="skills"]');
    await field.getByRole('textbox').fill(skill!.slice(0, 3));
    await field
      .getByTestId('skill-matches')
      .getByRole('button', { name: `+ ${skill}` })
      .click();
    await field.getByRole('button', { name: `Remove ${skill}` }).waitFor();
    // The gallery's e-sign wid is not an offer document id: no frame, the "not ready" note.
    await page
      .locator('[data-path="agreement"]')
      .getByText('Signing opens here once the document is ready.')
      .waitFor();
    await checkPage(page, 'forms-skill-search');
  });

  it('keeps candidates out of the forms admin', async () => {
    await logInThroughApi(page, demo.candidate);
    await page.goto('/admin/forms');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
  });
});
