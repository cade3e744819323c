import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpInPage } from '../notifications/api.ts';
import { createOffer, disposeSessions, logInCandidate } from '../offers/offers-api.ts';
import { checkPage, finiteAnimationsDone, usePagePerTest, viewports } from '../support/browser.ts';

/*
 * Issue 20 item 7: the top bar shows Offers only to a candidate who has offers, and a phone's
 * menu reaches Interviews, the Forms center and Settings (on a desktop they are in the
 * account menu).
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

const mainNav = () => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

/** Opens the dashboard and waits until the offers list, which decides the Offers link, has answered. */
async function openDashboard() {
  const offers = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offer/offers');
  await page.goto('/careers/dashboard');
  await offers;
  await mainNav().getByRole('link', { name: 'Saved jobs' }).waitFor();
}

describe('candidate navigation', () => {
  it('leaves Offers out of the top bar of a candidate without offers; the phone menu reaches every area', async () => {
    await signUpInPage(page);
    await openDashboard();
    expect(await mainNav().getByRole('link', { name: 'Offers', exact: true }).count()).toBe(0);
    await checkPage(page, 'nav-no-offers');

    await page.setViewportSize(viewports.phone);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Jobs', 'Dashboard', 'Applications', 'Interviews', 'Forms center', 'Settings'])
      await menu.getByRole('link', { name, exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Offers', exact: true }).count()).toBe(0);
    await finiteAnimationsDone(page);
    await page.screenshot({ path: '/tmp/attribution-phone-menu-390.png' });

    await menu.getByRole('link', { name: 'Interviews', exact: true }).click();
    await page.waitForURL(/\/careers\/interviews/);
    await page.getByRole('heading', { level: 1, name: 'Interviews' }).waitFor();
    await checkPage(page, 'nav-phone-interviews');

    await page.setViewportSize(viewports.phone);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Settings', exact: true })
      .click();
    await page.waitForURL(/\/careers\/settings/);
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await checkPage(page, 'nav-phone-settings');
  });

  it('shows Offers in the top bar once the candidate has an offer', async () => {
    await createOffer({ letter_presentation: 'upload' });
    await logInCandidate(page);
    await openDashboard();
    await mainNav().getByRole('link', { name: 'Offers', exact: true }).click();
    await page.waitForURL(/\/careers\/offers$/);
    await page.getByRole('heading', { level: 1, name: 'Offers' }).waitFor();
    await checkPage(page, 'nav-offers');
    await page.screenshot({ path: '/tmp/attribution-nav-offers-1280.png' });
  });
});
