import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { checkPage, screenshot, usePagePerTest, viewports } from '../support/browser.ts';
import { candidateContext, dayAhead, logInAdmin, signUpCandidate } from './interviews-api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

let candidate: BrowserContext | undefined;
afterEach(async () => {
  await candidate?.close();
  candidate = undefined;
});

const screenshotOnly = (name: string) => screenshot(page, name);

const bell = (p: Page) => p.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (p: Page) => p.getByRole('dialog', { name: 'Notifications' });

/** Schedules a video interview on the admin page for `email`; answers the chosen position's title. */
async function scheduleInUi(email: string): Promise<string> {
  await page.goto('/admin/interviews');
  await page.getByRole('heading', { level: 1, name: 'Manage interviews' }).waitFor();
  const form = page.getByRole('region', { name: 'Schedule an interview' });
  await form.getByRole('textbox', { name: "Candidate's email" }).fill(email);
  const picker = form.getByRole('textbox', { name: 'Position' });
  await picker.click();
  await picker.fill('Engineer');
  const option = page.getByRole('option').filter({ hasText: 'Engineer' }).first();
  await option.waitFor();
  const label = (await option.textContent()) ?? '';
  await option.click();
  await form.getByLabel(/^Date( \*)?$/).fill(dayAhead(4));
  await form.getByLabel(/^Time( \*)?$/).fill('15:30');
  const zone = form.getByRole('textbox', { name: 'Time zone' });
  await zone.click();
  await zone.fill('Berlin');
  await page.getByRole('option', { name: 'Europe/Berlin' }).click();
  await form.getByLabel('Meeting link').fill('https://meet.example/e2e-room');
  const interviewers = form.getByLabel('Interviewers');
  await interviewers.fill('Priya Natarajan');
  await interviewers.press('Enter');
  await form.getByLabel('Notes for the candidate').fill('We will talk about a project you are proud of.');
  await form.getByRole('button', { name: 'Schedule interview' }).click();
  await page.getByText(`Interview scheduled with ${email}.`).waitFor();
  await page.getByRole('table').getByText(email).waitFor();
  return label.split(' · ')[0]!.trim();
}

describe('interviews', () => {
  it('an admin schedules one; the candidate sees it in their own time zone and under the bell', async () => {
    candidate = await candidateContext(page.context().browser()!);
    const cPage = await candidate.newPage();
    const who = await signUpCandidate(cPage);

    await logInAdmin(page);
    await page.goto('/admin/interviews');
    await page.getByRole('table').waitFor();
    await checkPage(page, 'admin-interviews');
    const title = await scheduleInUi(who.email);

    await cPage.goto('/careers/interviews');
    const card = cPage.getByRole('article', { name: title });
    await card.waitFor();
    await cPage.getByText('Times are shown in your time zone (America/New_York).').waitFor();
    // 15:30 in Berlin is 9:30 AM in New York (both on standard or both on summer time, or an hour off between).
    await expect.poll(async () => card.textContent()).toMatch(/(8|9|10):30\s*–\s*(9|10|11):15\s*AM/);
    await card.getByText(/Planned in Europe\/Berlin: 3:30\s*PM/).waitFor();
    await card.getByText('Priya Natarajan').waitFor();
    await card.getByText('We will talk about a project you are proud of.').waitFor();
    expect(
      await card.getByRole('link', { name: `Join the video interview for ${title}` }).getAttribute('href'),
    ).toBe('https://meet.example/e2e-room');
    await card.getByRole('link', { name: title, exact: true }).waitFor();
    await checkPage(cPage, 'interviews');

    const download = cPage.waitForEvent('download');
    await card.getByRole('link', { name: `Add the interview for ${title} to your calendar` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^interview-\d{4}-\d{2}-\d{2}\.ics$/);
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('URL:https://meet.example/e2e-room');

    await bell(cPage).click();
    await panel(cPage)
      .getByText(new RegExp(`Your interview for ${title} is scheduled for`))
      .waitFor();
  });

  it('an admin reschedules and then cancels; the candidate is told each time', async () => {
    candidate = await candidateContext(page.context().browser()!, 'Europe/Berlin');
    const cPage = await candidate.newPage();
    const who = await signUpCandidate(cPage);
    await logInAdmin(page);
    const title = await scheduleInUi(who.email);

    const row = page.getByRole('row').filter({ hasText: who.email });
    await row.getByRole('button', { name: `Edit the interview with ${who.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit interview' });
    await edit.getByLabel(/^Date( \*)?$/).fill(dayAhead(6));
    await edit.getByLabel(/^Time( \*)?$/).fill('11:00');
    await checkPage(page, 'admin-interviews-edit');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Interview saved.').waitFor();
    await expect.poll(() => edit.isVisible()).toBe(false);

    await cPage.goto('/careers/interviews');
    const card = cPage.getByRole('article', { name: title });
    await expect.poll(async () => card.textContent()).toMatch(/11:00\s*–\s*11:45\s*AM/);
    await bell(cPage).click();
    await panel(cPage)
      .getByText(new RegExp(`Your interview for ${title} has moved to`))
      .waitFor();
    await cPage.keyboard.press('Escape');

    await row.getByRole('button', { name: `Cancel the interview with ${who.name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this interview?' });
    await confirm.getByText(`${who.name} will be told`).waitFor();
    await confirm.getByRole('button', { name: 'Cancel interview' }).click();
    await page.getByText('Interview cancelled.').waitFor();
    await row.getByText('Cancelled').waitFor();

    await cPage.reload();
    await card.getByText('Cancelled').waitFor();
    expect(await card.getByRole('link', { name: /Join the video interview/ }).count()).toBe(0);
    await bell(cPage).click();
    await panel(cPage)
      .getByText(new RegExp(`Your interview for ${title} on .* has been cancelled`))
      .waitFor();
    await cPage.keyboard.press('Escape');
    await checkPage(cPage, 'interviews-cancelled');
  });

  it('shows a new candidate the empty state, at phone width too', async () => {
    await signUpCandidate(page);
    await page.setViewportSize(viewports.phone);
    await page.goto('/careers/interviews');
    await page.getByText('No interviews yet.', { exact: false }).waitFor();
    await checkPage(page, 'interviews-empty');
  });

  it('shows the demo candidate the seeded upcoming interview on a phone', async () => {
    const post = await page.request.get('/api/pcsx/boot');
    const csrf = (await post.json()).data.csrfToken as string;
    await page.request.post('/api/auth/login', {
      data: { email: 'candidate@northwind.example', password: 'Demo-Candidate-2026' },
      headers: { 'x-csrf-token': csrf },
    });
    await page.setViewportSize(viewports.phone);
    await page.goto('/careers/interviews');
    await page.getByRole('heading', { name: 'Upcoming' }).waitFor();
    await page
      .getByRole('link', { name: /Join the video interview/ })
      .first()
      .waitFor();
    await checkPage(page, 'interviews-demo');
  });

  it('shows a skeleton while loading, then a retryable error when the list fails', async () => {
    await signUpCandidate(page);
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/api/pcsx/dashboard/interviews*', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"down"}' });
    });
    await page.goto('/careers/interviews');
    await page.getByRole('status', { name: 'Loading…' }).waitFor();
    await screenshotOnly('interviews-loading');
    release();
    await page.getByRole('heading', { name: "We couldn't load your interviews." }).waitFor();
    await checkPage(page, 'interviews-error');
    await page.unroute('**/api/pcsx/dashboard/interviews*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByText('No interviews yet.', { exact: false }).waitFor();
  });

  it('refuses the admin page to a candidate', async () => {
    await signUpCandidate(page);
    await page.goto('/admin/interviews');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
  });
});
