import { type Browser, type BrowserContext, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../notifications/api.ts';
import { baseURL, checkPage, launchBrowser, newContext } from '../support/browser.ts';

/*
 * Issue 20 item 5 in real Chromium: a guest finds the talent network from a job's page, joins
 * with a few words and a place, and confirms by the emailed link (double opt-in). The alert
 * itself and the one-click unsubscribe are tested in the server suite
 * (talent-network.test.ts): an alert needs a job posted after confirming and the alert window
 * to pass, which a browser test cannot wait for without sleeping.
 */

let browser: Browser;
let context: BrowserContext;
let jobId: string;
const email = `network.${Date.now()}@example.com`;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser);
  const api = await request.newContext({ baseURL: baseURL() });
  jobId = (
    (await (await api.get('/api/pcsx/search?query=engineer')).json()) as {
      data: { positions: { id: string }[] };
    }
  ).data.positions[0]!.id;
  await api.dispose();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('the talent network', () => {
  it('a guest joins from a job page and confirms by the emailed link', async () => {
    const page = await context.newPage();
    await page.goto(`/careers/job/${jobId}`);
    await page.getByRole('link', { name: 'Join our talent network' }).click();
    await page.getByRole('heading', { level: 1, name: 'Join our talent network' }).waitFor();
    const form = page.getByRole('form', { name: 'Join our talent network' });
    // Neither a department nor words: the form says what it needs and sends nothing.
    await form.getByRole('textbox', { name: 'Your email' }).fill(email);
    await form.getByRole('button', { name: 'Join and get job alerts' }).click();
    await form.getByText('Choose a department or type a few words about the jobs you want.').waitFor();
    await form.getByRole('textbox', { name: 'Keywords' }).fill('engineer');
    await form.getByRole('textbox', { name: 'Where (optional)' }).fill('Berlin');
    await checkPage(page, 'talent-network-form');
    await form.getByRole('button', { name: 'Join and get job alerts' }).click();
    await page.getByText(`We sent a link to ${email}. Open it to confirm your job alerts.`).waitFor();
    await checkPage(page, 'talent-network-check-email');

    const [mail] = await outboxFor(email);
    expect(mail!.subject).toBe('Confirm your job alerts from Northwind Labs');
    const link = new URL(/https?:\/\/\S+\/careers\/talent-network\/confirm\S+/.exec(mail!.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page
      .getByText('You are in! We will email you when a job that matches your interests opens.')
      .waitFor();
    await checkPage(page, 'talent-network-confirmed');
  });
});
