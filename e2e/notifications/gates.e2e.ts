import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { signUpInPage } from './api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const domain = 'gate.example';
const terms = () => page.getByRole('dialog', { name: 'Candidate terms of use' });
const focusInTerms = () =>
  page.evaluate(
    () => !!document.activeElement?.closest('[role="dialog"]')?.textContent?.includes('Candidate terms'),
  );

describe('terms of service gate and onboarding', () => {
  it('blocks the app until the terms are accepted, then onboards and reloads', async () => {
    await signUpInPage(page, domain);
    await page.goto(`/careers?domain=${domain}`);
    await terms().waitFor();
    await terms().getByText('Before you continue, please read how Gate Co uses your information.').waitFor();
    await terms()
      .getByText('We keep your profile and applications for two years', { exact: false })
      .waitFor();
    await terms().getByText('Questions? Write to privacy@gate.example.').waitFor();
    expect(await terms().getByRole('button', { name: 'Close' }).count()).toBe(0);
    await checkPage(page, 'terms-gate');

    // It cannot be closed, and keyboard focus stays inside it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    expect(await terms().isVisible()).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInTerms()).toBe(true);
    }

    // Hold the onboarding call to see the bootstrapping screen it shows meanwhile.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/pcsx/onboarding*', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });
    const onboardingCall = page.waitForRequest(
      (r) => r.url().includes('/api/pcsx/onboarding') && r.method() === 'POST',
    );
    await terms().getByRole('button', { name: 'Accept' }).click();
    await onboardingCall;
    await page.getByRole('status').getByText('Setting up your Gate Co profile').waitFor();
    await checkPage(page, 'bootstrapping-screen');
    const reloaded = page.waitForEvent('load');
    release();
    await reloaded;

    // After the reload: no gate, no bootstrapping, and the welcome notification is there.
    const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 new');
    expect(await terms().count()).toBe(0);
    expect(await page.getByText('Setting up your Gate Co profile').count()).toBe(0);
    const state = await page.evaluate(
      (d) => fetch(`/api/pcsx/onboarding?domain=${d}`).then((r) => r.json()),
      domain,
    );
    expect(state.data).toMatchObject({ isOnboarded: true, isBootstrapped: true });
    const tos = await page.evaluate(
      (d) => fetch(`/api/pcsx/terms_of_service?domain=${d}`).then((r) => r.json()),
      domain,
    );
    expect(tos.data.data).toMatchObject({ tosAttested: true, version: '2026-01' });
  });

  it('shows logged-out visitors only the message the site allows', async () => {
    await page.goto(`/careers?domain=${domain}`);
    const bell = page.getByRole('banner').getByRole('button', { name: 'Notifications' });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.getByText('Log in to see updates about your applications and offers.').waitFor();
    expect(await panel.getByRole('listitem').count()).toBe(1);
    expect(await panel.getByRole('tab').count()).toBe(0);
    expect(await terms().count()).toBe(0);
    await checkPage(page, 'notifications-logged-out');
  });

  it('has no bell for logged-out visitors of a site that does not allow it', async () => {
    await page.goto('/careers');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .count(),
    ).toBe(0);
  });
});
