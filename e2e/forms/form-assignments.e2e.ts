import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPage, launchBrowser, newContext, viewports } from '../support/browser.ts';
import { assignWorkEligibility, disposeAdmin, logInAdmin, signUpCandidate } from './form-assignments-api.ts';

/*
 * Issue 4 for forms: an admin assigns a stored form, the candidate is told under the bell
 * with "Action required", fills it in (saving for later on the way) and submits; the forms
 * center then shows it completed and the notification no longer asks for action.
 * Two browser contexts, as two people on two machines.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await disposeAdmin();
  await browser.close();
});

async function pageFor(viewport: keyof typeof viewports = 'desktop'): Promise<Page> {
  return (await newContext(browser, viewport)).newPage();
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' });
const theForm = (page: Page) => page.getByRole('form', { name: 'Work eligibility' });
const field = (page: Page, name: string) => theForm(page).locator(`[data-path="${name}"]`);

describe('form assignments', () => {
  it('admin assigns, candidate follows the notification, saves, submits and sees it completed', async () => {
    const candidate = await pageFor();
    const who = await signUpCandidate(candidate);

    // The admin assigns the demo form on the admin page.
    const admin = await pageFor();
    await logInAdmin(admin);
    // From the form's row on the forms admin, the assign page opens with that form chosen.
    await admin.goto('/admin/forms');
    await admin
      .getByRole('row')
      .filter({ hasText: 'Work eligibility' })
      .getByRole('link', { name: 'Assign to candidates' })
      .click();
    await admin.getByRole('heading', { level: 1, name: 'Form assignments' }).waitFor();
    await admin.getByRole('table').waitFor();
    await expect
      .poll(() => admin.getByRole('textbox', { name: 'Form', exact: true }).inputValue())
      .toBe('Work eligibility');
    await checkPage(admin, 'admin-form-assignments');
    await admin.getByRole('textbox', { name: 'Candidates', exact: true }).fill(who.email);
    await admin.getByRole('option', { name: new RegExp(who.email.replace(/\./g, '\\.')) }).click();
    const due = new Date(Date.now() + 3 * 86_400_000);
    const day = `${due.getFullYear()}-${String(due.getMonth() + 1).padStart(2, '0')}-${String(due.getDate()).padStart(2, '0')}`;
    await admin.getByLabel('Due date').fill(day);
    await admin.getByLabel('Message to the candidates').fill('Please fill this in before your interview.');
    await admin.getByRole('button', { name: 'Assign form' }).click();
    await admin.getByText('"Work eligibility" was assigned to 1 candidate.').waitFor();
    const row = admin.getByRole('row').filter({ hasText: who.email });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/\bopen\b/i);
    await checkPage(admin, 'admin-form-assignments-assigned');

    // The candidate is told, with Action required, and follows the card.
    await candidate.goto('/careers');
    await expect.poll(() => bell(candidate).getAttribute('aria-label')).toBe('Notifications, 1 new');
    await bell(candidate).click();
    const card = panel(candidate).getByRole('listitem').filter({ hasText: 'Work eligibility' });
    await card.waitFor();
    expect(await card.innerText()).toContain('Action required');
    expect(await card.innerText()).toContain('Please complete the form "Work eligibility".');
    await card.getByRole('link').first().click();
    await candidate.waitForURL(/\/careers\/forms\?assignment=[0-9a-f-]{36}/);
    await candidate.getByRole('heading', { level: 1, name: 'Work eligibility' }).waitFor();
    await candidate.getByText('Please fill this in before your interview.').waitFor();
    await checkPage(candidate, 'form-view-open');

    // Save for later keeps the typed answer; the form is in progress when it comes back.
    await field(candidate, 'legalName').getByRole('textbox').fill('Robin Formfiller');
    await candidate.getByRole('button', { name: 'Save for later' }).click();
    await candidate.getByText('Your answers are saved.', { exact: false }).waitFor();
    await candidate.reload();
    await expect
      .poll(() => field(candidate, 'legalName').getByRole('textbox').inputValue())
      .toBe('Robin Formfiller');
    await candidate.getByText('In progress', { exact: true }).first().waitFor();

    // Submitting without the required answers shows the toolkit's messages; then it goes through.
    await candidate.getByRole('button', { name: 'Submit' }).click();
    await field(candidate, 'authorized').getByText('This field is required').waitFor();
    await field(candidate, 'authorized').getByRole('radio', { name: 'Yes' }).check();
    await field(candidate, 'sponsorship').getByRole('radio', { name: 'No' }).check();
    await candidate.getByRole('button', { name: 'Submit' }).click();
    await candidate.getByText('Thank you! Your form has been submitted.').waitFor();
    await candidate.getByText('Robin Formfiller', { exact: true }).waitFor();
    await checkPage(candidate, 'form-view-completed');

    // The forms center lists it as completed.
    await candidate.getByRole('link', { name: 'Back to forms center' }).first().click();
    await candidate.waitForURL(/\/careers\/forms\/center\?tab=completed/);
    const done = candidate.getByRole('article').filter({ hasText: 'Work eligibility' });
    await done.waitFor();
    expect(await done.innerText()).toMatch(/completed/i);
    await done.getByRole('link', { name: 'View' }).waitFor();
    await checkPage(candidate, 'forms-center-completed');
    await candidate.getByRole('tab', { name: /To do/ }).click();
    await candidate.getByText("You're all done! There are no forms waiting for you.").waitFor();

    // The notification stays, but no longer asks for action.
    await bell(candidate).click();
    const after = panel(candidate).getByRole('listitem').filter({ hasText: 'Work eligibility' });
    await after.waitFor();
    expect(await after.innerText()).not.toContain('Action required');
    await panel(candidate).getByRole('tab', { name: 'Action required' }).click();
    await panel(candidate).getByText("You're all caught up!").waitFor();

    // The admin sees it completed.
    await admin.reload();
    const completedRow = admin.getByRole('row').filter({ hasText: who.email });
    await expect.poll(() => completedRow.innerText()).toMatch(/completed/i);
    await completedRow.getByRole('button', { name: /^View answers/ }).click();
    const answers = admin.getByRole('dialog', { name: /Work eligibility: answers from/ });
    await answers.getByText('Robin Formfiller', { exact: true }).waitFor();
    await checkPage(admin, 'admin-form-answers');
    await admin.context().close();
    await candidate.context().close();
  });

  it('works at phone width: the forms center card, its due date and message, and the form', async () => {
    const page = await pageFor('phone');
    const who = await signUpCandidate(page);
    await page.goto('/careers/forms/center');
    await page.getByText("You're all done! There are no forms waiting for you.").waitFor();
    await checkPage(page, 'forms-center-empty');

    await assignWorkEligibility(who.email, {
      dueAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      message: 'Two minutes, promise.',
    });
    await page.setViewportSize(viewports.phone);
    await page.reload();
    const card = page.getByRole('article').filter({ hasText: 'Work eligibility' });
    await card.waitFor();
    expect(await card.innerText()).toMatch(/Due .*\(in 2 days\)/);
    expect(await card.innerText()).toContain('Two minutes, promise.');
    expect(await card.innerText()).toMatch(/\bopen\b/i);
    await checkPage(page, 'forms-center-to-do');

    await page.setViewportSize(viewports.phone);
    await card.getByRole('link', { name: 'Start' }).click();
    await page.waitForURL(/\/careers\/forms\?assignment=/);
    await field(page, 'legalName').getByRole('textbox').fill('Robin Phone');
    await field(page, 'authorized').getByRole('radio', { name: 'Yes' }).check();
    await field(page, 'sponsorship').getByRole('radio', { name: 'Yes' }).check();
    const box = await page.getByRole('button', { name: 'Submit' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewports.phone.width);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Thank you! Your form has been submitted.').waitFor();
    await page.context().close();
  });

  it('lets the admin withdraw an open form after confirming; the candidate no longer has it', async () => {
    const candidate = await pageFor();
    const who = await signUpCandidate(candidate);
    const { id } = await assignWorkEligibility(who.email);
    const admin = await pageFor();
    await logInAdmin(admin);
    await admin.goto('/admin/form-assignments');
    const row = admin.getByRole('row').filter({ hasText: who.email });
    await row.getByRole('button', { name: /^Withdraw Work eligibility from/ }).click();
    const confirm = admin.getByRole('dialog', { name: 'Withdraw this form?' });
    await confirm.waitFor();
    await checkPage(admin, 'admin-form-withdraw-confirm');
    await confirm.getByRole('button', { name: 'Withdraw form' }).click();
    await expect.poll(() => row.innerText()).toMatch(/withdrawn/i);

    await candidate.goto(`/careers/forms?assignment=${id}`);
    await candidate.getByRole('heading', { name: 'This form is not available' }).waitFor();
    await bell(candidate).click();
    const card = panel(candidate).getByRole('listitem').filter({ hasText: 'Work eligibility' });
    await card.waitFor();
    expect(await card.innerText()).not.toContain('Action required');
    await admin.context().close();
    await candidate.context().close();
  });

  it('shows a skeleton while the forms load, and a retry when they fail', async () => {
    const page = await pageFor();
    await signUpCandidate(page);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let fail = true;
    await page.route('**/api/pcsx/forms_list*', async (route) => {
      await held;
      if (fail) await route.fulfill({ status: 503, json: { message: 'Service Unavailable' } });
      else await route.continue();
    });
    await page.goto('/careers/forms/center');
    await page.getByRole('status', { name: 'Loading…' }).first().waitFor();
    await checkPage(page, 'forms-center-loading');
    release();
    await page.getByRole('heading', { name: 'Your forms could not be loaded.' }).waitFor({ timeout: 30_000 });
    await checkPage(page, 'forms-center-error');
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText("You're all done! There are no forms waiting for you.").waitFor();
    await page.context().close();
  });

  it('asks a logged-out visitor to log in, and hides a form from anyone else', async () => {
    const owner = await pageFor();
    const who = await signUpCandidate(owner);
    const { id } = await assignWorkEligibility(who.email);
    await owner.context().close();

    const visitor = await pageFor();
    await visitor.goto(`/careers/forms?assignment=${id}`);
    await visitor.getByRole('heading', { name: 'Log in to open this form' }).waitFor();
    await checkPage(visitor, 'form-view-logged-out');

    await signUpCandidate(visitor);
    await visitor.reload();
    await visitor.getByRole('heading', { name: 'This form is not available' }).waitFor();
    await checkPage(visitor, 'form-view-not-found');
    await visitor.context().close();
  });
});
