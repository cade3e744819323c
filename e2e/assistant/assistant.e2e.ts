import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, logInThroughApi } from '../support/auth.ts';
import {
  expectAccessible,
  launchBrowser,
  newContext,
  screenshot,
  usePagePerTest,
} from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const panel = (p: Page) => p.getByTestId('assistant-panel');
const log = (p: Page) => panel(p).getByRole('log');
/** The latest reply of the assistant. */
const lastReply = (p: Page) => log(p).locator('[data-role="assistant"]').last();

async function ask(p: Page, message: string) {
  const replies = await log(p).locator('[data-role="assistant"]').count();
  await panel(p).getByLabel('Your message').fill(message);
  await panel(p).getByLabel('Your message').press('Enter');
  await expect
    .poll(() => log(p).locator('[data-role="assistant"]').count(), { timeout: 15_000 })
    .toBe(replies + 1);
  // Streamed in: done when the Send button is back (it shows a loader meanwhile).
  await panel(p).getByRole('button', { name: 'Send' }).and(p.locator(':not([data-loading])')).waitFor();
  await expect
    .poll(() => lastReply(p).innerText(), { timeout: 15_000 })
    .not.toMatch(/^Assistant\s*Replying…$/);
}

/** An entry of the demo company's knowledge base, written through the admin API as the admin console does. */
async function seedKnowledgeEntry(title: string, body: string): Promise<void> {
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const admin = await context.newPage();
    await logInThroughApi(admin, demo.admin);
    const boot = await admin.request.get('/api/pcsx/boot');
    const token = ((await boot.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const res = await admin.request.post('/api/admin/assistant/knowledge', {
      data: { title, body, keywords: 'visa, sponsorship, work permit' },
      headers: { 'x-csrf-token': token },
    });
    expect(res.status(), await res.text()).toBe(201);
    await context.close();
  } finally {
    await browser.close();
  }
}

describe('the assistant on the search page', () => {
  it('finds jobs, saves one, answers from the knowledge base with its source, and tells the candidate where their application is', async () => {
    const run = Date.now().toString(36);
    const title = `Visa sponsorship (${run})`;
    const answer = `Yes. Northwind sponsors work visas for engineering and data roles (${run}).`;
    await seedKnowledgeEntry(title, answer);

    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughApi(page, demo.candidate);
    await page.goto('/careers/search');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    await panel(page).waitFor();
    // The greeting, from the assistant's configuration.
    await log(page).getByText("Hi! I'm Northwind Labs's careers assistant.", { exact: false }).waitFor();
    // A 400 px sidebar at the assistant's layer.
    const box = await panel(page).boundingBox();
    expect(Math.round(box!.width)).toBe(400);
    expect(await panel(page).evaluate((el) => getComputedStyle(el).zIndex)).toBe('499');

    // 1. A job search: the real search's cards, each linking to its job.
    await ask(page, 'remote data jobs in Lisbon');
    const cards = lastReply(page).locator('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(5);
    const firstTitle = (await cards.first().getByRole('link').first().innerText()).trim();
    expect(firstTitle).toMatch(/data|analyt|scien|engineer/i);
    const openHref = await cards.first().getByRole('link', { name: firstTitle }).getAttribute('href');
    expect(openHref).toMatch(/^\/careers\/job\//);
    await expect
      .poll(() =>
        lastReply(page)
          .getByRole('link', { name: /See all matching jobs/ })
          .getAttribute('href'),
      )
      .toContain('filter_work_place=remote');

    // 2. Save one with the saved-jobs feature; the saved list has it.
    const jobId = openHref!.split('/').pop()!.split('?')[0]!;
    await cards.first().getByRole('button', { name: 'Save' }).click();
    await cards.first().getByRole('button', { name: 'Saved' }).waitFor();
    const saved = await page.request.get('/api/pcsx/positions/saved');
    const savedIds = ((await saved.json()) as { data: { positions: { id: string }[] } }).data.positions.map(
      (p) => p.id,
    );
    expect(savedIds).toContain(decodeURIComponent(jobId));
    // Into the job cart, and a job alert for the search the assistant ran.
    await cards.first().getByRole('button', { name: 'Add to job cart' }).click();
    await cards.first().getByRole('button', { name: 'In job cart' }).waitFor();
    const cart = (await (await page.request.get('/api/pcsx/job_cart')).json()) as {
      data: { jobCartData: { id: string }[] };
    };
    expect(cart.data.jobCartData.map((p) => p.id)).toContain(decodeURIComponent(jobId));
    await lastReply(page).getByRole('button', { name: 'Get job alerts for this search' }).click();
    await lastReply(page)
      .getByRole('status')
      .getByText(/Job alert saved|already get job alerts/)
      .waitFor();
    const alerts = (await (await page.request.get('/api/pcsx/saved_searches')).json()) as {
      data: { savedSearches: { location: string; filters: Record<string, string[]> }[] };
    };
    expect(alerts.data.savedSearches).toContainEqual(
      expect.objectContaining({
        location: 'Lisbon',
        filters: expect.objectContaining({ work_place: ['remote'] }),
      }),
    );
    await expectAccessible(page, 'assistant with job cards (1280x800)');
    await screenshot(page, 'assistant-jobs-1280x800');

    // 3. A company question: the configured answer, citing its entry.
    await ask(page, 'Do you sponsor visas?');
    await expect.poll(() => lastReply(page).innerText()).toContain(answer);
    await expect.poll(() => lastReply(page).getByTestId('assistant-sources').innerText()).toContain(title);

    // 4. The demo candidate's own applications.
    await ask(page, 'where is my application?');
    await expect.poll(() => lastReply(page).innerText()).toMatch(/You have \d+ applications?:/);
    await lastReply(page).getByRole('link', { name: 'My applications' }).waitFor();
    // Interview times in the visitor's own clock: the panel sends the browser's time zone.
    const sent = page.waitForRequest((r) => r.url().includes('/api/pcsx/assistant/messages'));
    await ask(page, 'when is my interview?');
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(JSON.parse((await sent).postData() ?? '{}').time_zone).toBe(zone);
    await expect.poll(() => lastReply(page).innerText()).toMatch(/\d{1,2}:\d{2} [AP]M (UTC|GMT[+-][\d:]+)/);
    await expectAccessible(page, 'assistant conversation (1280x800)');
    await screenshot(page, 'assistant-conversation-1280x800');

    // The conversation is kept for the visit: closed, reloaded and reopened, it is all there.
    await panel(page).getByRole('button', { name: 'Close the assistant' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    await log(page).getByText(answer).waitFor();

    // At phone width the panel is a full-screen sheet, without the resize handle.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => Math.round((await panel(page).boundingBox())!.width)).toBe(390);
    expect(await panel(page).getByRole('separator').count()).toBe(0);
    await expectAccessible(page, 'assistant sheet (390x844)');
    await screenshot(page, 'assistant-sheet-390x844');

    // Leave the demo candidate's saved jobs as they were.
    const token = (
      (await (await page.request.get('/api/pcsx/boot')).json()) as { data: { csrfToken: string } }
    ).data.csrfToken;
    const unsave = await page.request.post('/api/pcsx/positions/unsave', {
      data: { position_id: decodeURIComponent(jobId) },
      headers: { 'x-csrf-token': token },
    });
    expect(unsave.ok()).toBe(true);
  });

  it('resizes the sidebar by its handle on desktop', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/careers/search');
    await page.getByRole('button', { name: 'Ask the assistant' }).click();
    const handle = panel(page).getByRole('separator', { name: 'Resize the assistant' });
    await handle.focus();
    await handle.press('ArrowLeft');
    await handle.press('ArrowLeft');
    await expect.poll(async () => Math.round((await panel(page).boundingBox())!.width)).toBe(432);
    await expect.poll(() => handle.getAttribute('aria-valuenow')).toBe('432');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel(page).count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toContain('Ask the assistant');
  });

  it('lets an admin write the knowledge base in the site settings, with no JSON', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInThroughApi(page, demo.admin);
    await page.goto('/admin/settings');
    await page.getByRole('tab', { name: 'Assistant' }).click();
    const card = page.getByRole('region', { name: 'Knowledge base' });
    await card.getByRole('button', { name: 'Add an entry' }).click();
    const run = Date.now().toString(36);
    const form = card.getByRole('form', { name: 'New knowledge entry' });
    // The title and answer are required.
    await form.getByRole('button', { name: 'Save entry' }).click();
    await form.getByText('Enter a question or topic.').waitFor();
    await form.getByLabel('Question or topic').fill(`Parental leave ${run}`);
    await form.getByLabel('Answer').fill('Sixteen weeks, fully paid.');
    await form.getByLabel('Other words people use').fill('maternity, paternity');
    await form.getByRole('button', { name: 'Save entry' }).click();
    const entry = card.getByRole('article', { name: `Parental leave ${run}` });
    await entry.waitFor();
    await expectAccessible(page, 'knowledge base (1280x800)');
    await screenshot(page, 'assistant-knowledge-admin-1280x800');

    await entry.getByRole('button', { name: 'Edit' }).click();
    const edit = card.getByRole('form', { name: 'Edit knowledge entry' });
    await edit.getByLabel('Answer').fill('Twenty weeks, fully paid.');
    await edit.getByRole('button', { name: 'Save entry' }).click();
    await entry.getByText('Twenty weeks, fully paid.').waitFor();

    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'knowledge base (390x844)');
    await screenshot(page, 'assistant-knowledge-admin-390x844');

    await entry.getByRole('button', { name: 'Delete' }).click();
    await entry.getByText('Delete this entry?').waitFor();
    await entry.getByRole('button', { name: 'Delete' }).click();
    await entry.waitFor({ state: 'detached' });
  });
});
