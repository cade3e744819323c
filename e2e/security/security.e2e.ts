import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpInPage } from '../notifications/api.ts';
import { createOffer, disposeSessions, logInCandidate } from '../offers/offers-api.ts';
import { dialog } from '../support/auth.ts';
import { checkPage, screenshot, usePagePerTest } from '../support/browser.ts';

/* issue 13 in the browser, under the production CSP the server sends. */

let page: Page;
let consoleMessages: string[];
usePagePerTest((p) => {
  page = p;
  consoleMessages = [];
  const keep = (text: string) => consoleMessages.push(text);
  page.on('console', (m: ConsoleMessage) => keep(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => keep(`pageerror: ${e.message}`));
});
afterAll(disposeSessions);

const cspMessages = () => consoleMessages.filter((m) => /Content Security Policy/i.test(m));

describe('content security policy', () => {
  it('lets the offer page throw confetti and the offer letter render its PDF, with no CSP errors', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await logInCandidate(page);
    const response = await page.goto(`/careers/offer/${offer.id}`);
    expect(response?.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
    await page.getByRole('heading', { level: 1, name: `Job offer for ${offer.position.name}` }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('body > canvas').length))
      .toBeGreaterThan(0);

    await page.goto(`/careers/offer-letter/${offer.id}`);
    const pdfCanvas = page.getByRole('img', { name: /Offer letter, page 1 of 1/ }).locator('canvas');
    await pdfCanvas.waitFor();
    // Rendered, not just placed: pdf.js painted non-blank pixels through its worker.
    await expect
      .poll(() =>
        pdfCanvas.evaluate((c: HTMLCanvasElement) => {
          const ctx = c.getContext('2d');
          if (!ctx || !c.width) return 0;
          const data = ctx.getImageData(0, 0, c.width, c.height).data;
          let dark = 0;
          for (let i = 0; i < data.length; i += 4) if (data[i]! < 128 && data[i + 3]! > 0) dark++;
          return dark;
        }),
      )
      .toBeGreaterThan(0);
    expect(cspMessages()).toEqual([]);
  });
});

describe('terms gate on the server', () => {
  it('keeps the gate modal on top with no error toasts behind it while the API refuses calls', async () => {
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 403 && r.url().includes('/api/')) refused.push(r.url());
    });
    await signUpInPage(page, 'gate.example');
    await page.goto('/careers?domain=gate.example');
    const terms = page.getByRole('dialog', { name: 'Candidate terms of use' });
    await terms.waitFor();
    await expect.poll(() => refused.length).toBeGreaterThan(0);
    await terms.getByText('Questions? Write to privacy@gate.example.').waitFor();
    // Let the modal's opening transition end before axe reads its colours.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    // No toast (Mantine notifications) appears behind the modal.
    await screenshot(page, 'security-terms-gate-before-check');
    expect(await page.locator('.mantine-Notification-root').allInnerTexts()).toEqual([]);
    await checkPage(page, 'security-terms-gate');
    await terms.getByRole('button', { name: 'Accept' }).click();
    await terms.waitFor({ state: 'detached' });
    expect(cspMessages()).toEqual([]);
  });
});

describe('sign-up password strength', () => {
  it('shows a meter, and the server refuses aaaaaaaa', async () => {
    await page.goto('/careers?show_login_modal=1');
    await dialog(page).getByRole('tab', { name: 'Sign up' }).click();
    const form = dialog(page);
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Strong');
    await form.getByLabel('Email').fill(`meter.${Date.now()}@example.com`);
    await form.getByLabel('Password').fill('aaaaaaaa');
    await form.getByText('Password strength: very weak', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Create account' }).click();
    await form
      .getByText('This password is too common or too easy to guess. Choose another one.')
      .first()
      .waitFor();
    await checkPage(page, 'security-signup-weak-password');

    await form.getByLabel('Password').fill('quiet lantern orchard 42');
    await form.getByText(/Password strength: (strong|very strong)/).waitFor();
    await checkPage(page, 'security-signup-strong-password');
  });
});
