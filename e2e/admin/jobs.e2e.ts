import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { apiCall, openAdminHome, searchCount } from './admin-session.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

// Words no demo job has, so a search finds exactly the job made here.
const word = (stem: string) => `${stem}${Math.random().toString(36).slice(2, 7)}`;

async function pickOption(name: string | RegExp) {
  await page.getByRole('option', { name }).first().click();
}

describe('jobs in the admin console', () => {
  it('creates, publishes, edits, closes, reopens and makes a job private', async () => {
    await openAdminHome(page);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Jobs', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Jobs' }).waitFor();
    await checkPage(page, 'admin-jobs');
    await page.getByRole('link', { name: 'New job' }).click();
    await page.getByRole('heading', { level: 1, name: 'New job' }).waitFor();

    // Saving an empty form names the fields, and stores nothing.
    await page.getByRole('button', { name: 'Save as draft' }).click();
    await page.getByText('Please fix the highlighted fields.').waitFor();
    await page.getByText('Enter a title').waitFor();
    await checkPage(page, 'admin-job-new-errors');

    const title = `Heliographer ${word('q')}`;
    await page.getByLabel('Job title').fill(title);
    await page.getByRole('textbox', { name: /^Department/ }).fill('Optics');
    const editor = page.getByRole('textbox', { name: 'Description' });
    await editor.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Catch the sun');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' with mirrors.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Polish lenses');

    await page.getByRole('textbox', { name: 'Add a place' }).fill('Lisbo');
    await pickOption(/^Lisbon, Portugal/);
    await page.getByRole('listitem').filter({ hasText: 'Lisbon, Portugal' }).waitFor();

    await page.getByRole('textbox', { name: 'Minimum' }).fill('50000');
    await page.getByRole('textbox', { name: 'Maximum' }).fill('70000');
    await page.getByRole('textbox', { name: 'Currency' }).click();
    await pickOption('EUR');
    await page.getByRole('textbox', { name: 'Skills' }).fill('TypeScr');
    await pickOption('TypeScript');
    // Written for Lisbon in Portuguese: the job keeps that language whatever the visitor's UI's.
    await page.getByRole('textbox', { name: 'Language of this job' }).click();
    await pickOption('Português (Portugal)');
    await checkPage(page, 'admin-job-new-filled');

    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page.waitForURL(/\/admin\/jobs\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.locator('[data-status="open"]').first().waitFor();
    await expect.poll(() => searchCount(page, title), { timeout: 1_000, interval: 50 }).toBe(1);
    await checkPage(page, 'admin-job-edit');

    // The candidate's job page shows the formatting, the place and the pay.
    await page.goto(`/careers/job/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: title }).getAttribute('lang'))
      .toBe('pt-PT');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.locator('strong', { hasText: 'Catch the sun' }).first().waitFor();
    expect(
      await page
        .locator('[lang="pt-PT"]', { has: page.locator('strong', { hasText: 'Catch the sun' }) })
        .count(),
    ).toBeGreaterThan(0);
    await page.locator('li', { hasText: 'Polish lenses' }).first().waitFor();
    await page
      .getByText(/Lisbon/)
      .first()
      .waitFor();
    await page
      .getByText(/50,000|50\.000|50 000/)
      .first()
      .waitFor();

    // Edit the title: candidate search finds the new one within a second.
    await page.goto(`/admin/jobs/${id}`);
    const newTitle = `Chronometrist ${word('r')}`;
    await page.getByLabel('Job title').fill(newTitle);
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    await expect.poll(() => searchCount(page, newTitle), { timeout: 1_000, interval: 50 }).toBe(1);
    await page.goto(`/careers?query=${encodeURIComponent(newTitle)}`);
    await page.getByText(newTitle).first().waitFor();
    // The search card marks the job's own text as Portuguese on the English page (issue 21).
    const card = page.locator(`[data-oc="job-card"][data-position-id="${id}"]`);
    expect(await card.getByRole('link', { name: newTitle }).getAttribute('lang')).toBe('pt-PT');
    expect(await card.getByText(/Catch the sun/).getAttribute('lang')).toBe('pt-PT');
    expect(await card.getByText('Optics').evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe(
      'en',
    );
    await checkPage(page, 'admin-job-search-card');

    // Close, then reopen.
    await page.goto(`/admin/jobs/${id}`);
    await page.getByRole('button', { name: 'Close job' }).click();
    await page.locator('[data-status="closed"]').first().waitFor();
    await expect.poll(() => searchCount(page, newTitle), { timeout: 1_000, interval: 50 }).toBe(0);
    await page.getByRole('button', { name: 'Reopen' }).click();
    await page.locator('[data-status="open"]').first().waitFor();
    await expect.poll(() => searchCount(page, newTitle), { timeout: 1_000, interval: 50 }).toBe(1);

    // Private: gone from search and the sitemap, open by its link, not indexed.
    await page.getByLabel('Private job (link only)').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Private', { exact: true }).first().waitFor();
    await expect.poll(() => searchCount(page, newTitle), { timeout: 1_000, interval: 50 }).toBe(0);
    expect(await (await page.request.get('/sitemap.xml')).text()).not.toContain(id);
    await page.goto(`/careers/job/private?pid=${id}`);
    await page.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    const direct = await page.request.get(`/careers/job/${id}`);
    expect(await direct.text()).toContain('<meta name="robots" content="noindex">');

    // The list finds it by title, with its status.
    await page.goto(`/admin/jobs?q=${encodeURIComponent(newTitle)}`);
    await page.getByRole('link', { name: newTitle }).waitFor();
    await page.getByRole('status').filter({ hasText: '1 job' }).waitFor();
  }, 240_000);

  it('keeps the typed edits when someone else saved first', async () => {
    await openAdminHome(page);
    const created = await apiCall(page, 'POST', '/api/admin/jobs', {
      title: `Lamplighter ${word('s')}`,
      department: 'Night',
      employmentType: 'part_time',
      seniority: 'entry',
      workPlace: 'remote',
      descriptionHtml: '<p>Light lamps.</p>',
    });
    expect(created.status).toBe(201);
    const job = created.body.data.job;
    await page.goto(`/admin/jobs/${job.id}`);
    await page.getByRole('heading', { level: 1, name: job.title }).waitFor();

    // Another admin saves meanwhile.
    const theirs = await apiCall(page, 'PUT', `/api/admin/jobs/${job.id}`, {
      ...job,
      department: 'Evening',
      version: job.version,
    });
    expect(theirs.status).toBe(200);

    const mine = `Lamp Keeper ${word('t')}`;
    await page.getByLabel('Job title').fill(mine);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else saved this job' }).waitFor();
    await checkPage(page, 'admin-job-conflict');
    // Hold their version on its way: until it arrives, saving would conflict again, so Save waits.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const jobUrl = (url: URL) => url.pathname === `/api/admin/jobs/${job.id}`;
    await page.route(jobUrl, async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Load their version, keep my edits' }).click();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (b) => b.textContent === 'Save changes' && b.disabled,
      ),
    );
    release();
    // Their version has arrived once the alert goes.
    await page
      .getByRole('alert')
      .filter({ hasText: 'Someone else saved this job' })
      .waitFor({ state: 'detached' });
    expect(await page.getByLabel('Job title').inputValue()).toBe(mine);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByRole('heading', { level: 1, name: mine }).waitFor();
    const stored = await apiCall(page, 'GET', `/api/admin/jobs/${job.id}`);
    expect(stored.body.data.job).toMatchObject({ title: mine, version: 3 });
  }, 120_000);
});
