import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { demo, expectLoggedInAs, logInThroughApi } from '../support/auth.ts';
import { checkPage, expectAccessible, usePagePerTest, viewports } from '../support/browser.ts';
import { adminSends, signUpInPage } from './api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const bell = () => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = () => page.getByRole('dialog', { name: 'Notifications' });
const cards = () => panel().getByRole('listitem');

/** The open panel holds focus; Escape closes it and gives focus back to the bell. */
async function focusInsideThenEscapeBackToBell() {
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
    .toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => panel().isVisible()).toBe(false);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notification-bell');
}

async function candidateWithTwo() {
  const email = await signUpInPage(page);
  await adminSends(email, {
    message: 'Please upload your signed background check form.',
    categoryTitle: 'Recruiting team',
    redirectUrl: '/careers/profile',
    notificationType: 'action_required',
  });
  await adminSends(email, {
    message: 'New designer roles were posted this week.',
    categoryTitle: 'Job alert',
    redirectUrl: '/careers/search?query=designer',
  });
  return email;
}

describe('notification bell and panel on desktop', () => {
  it('shows the badge, opens a 480 px dropdown that clears it, and switches tabs with arrow keys', async () => {
    await candidateWithTwo();
    await page.goto('/careers');
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications, 2 new');
    await checkPage(page, 'notifications-bell');

    await bell().click();
    await panel().waitFor();
    const box = await panel().boundingBox();
    expect(box?.width).toBe(480);
    expect(box!.height).toBeLessThanOrEqual(Math.min(0.7 * viewports.desktop.height, 600) + 1);
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications');
    await expect.poll(() => cards().count()).toBe(2);
    const request = cards().filter({ hasText: 'background check' });
    expect(await request.innerText()).toContain('Action required');
    expect(await request.innerText()).toContain('RECRUITING TEAM');
    expect(await request.innerText()).toMatch(/now|minute/);
    expect(await cards().filter({ hasText: 'designer roles' }).innerText()).not.toContain('Action required');
    await checkPage(page, 'notifications-panel');

    // Tabs: arrow keys move between All and Action required.
    const all = panel().getByRole('tab', { name: 'All' });
    await all.focus();
    await page.keyboard.press('ArrowRight');
    const action = panel().getByRole('tab', { name: 'Action required' });
    await expect.poll(() => action.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cards().count()).toBe(1);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => all.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => cards().count()).toBe(2);

    // The panel was viewed: a reload shows no badge, but the cards stay unread until clicked.
    await page.reload();
    await expect.poll(() => bell().getAttribute('aria-label')).toBe('Notifications');
  });

  it('follows a card with the page’s query parameters by a full page load, and marks it clicked', async () => {
    await candidateWithTwo();
    await page.goto('/careers?hl=en');
    await bell().click();
    const alert = cards().filter({ hasText: 'New designer roles' }).getByRole('link');
    expect(await alert.getAttribute('data-unread')).not.toBeNull();
    const navigation = page.waitForEvent('load');
    await alert.click();
    await navigation;
    await page.waitForURL((url) => url.pathname === '/careers/search');
    const url = new URL(page.url());
    expect(url.searchParams.get('query')).toBe('designer');
    expect(url.searchParams.get('hl')).toBe('en');
    const list = await page.evaluate(() => fetch('/api/pcsx/notifications').then((r) => r.json()));
    const clicked = list.data.notifications.find((n: { message: string }) =>
      n.message.startsWith('New designer'),
    );
    expect(clicked.isClicked).toBe(true);
  });

  it('rolls the optimistic click back when the server refuses it, and stays on the page', async () => {
    await candidateWithTwo();
    await page.goto('/careers');
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/mark_clicked*', async (route) => {
      await held;
      await route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' });
    });
    await bell().click();
    const card = cards().filter({ hasText: 'background check' }).getByRole('link');
    await card.waitFor();
    await card.click();
    // Optimistic: the unread dot is gone at once…
    await expect.poll(() => card.getAttribute('data-unread')).toBeNull();
    release();
    // …and back when the call fails; the visitor is not sent anywhere.
    await expect.poll(() => card.getAttribute('data-unread')).not.toBeNull();
    expect(new URL(page.url()).pathname).toBe('/careers');
  });

  it('is fully usable by keyboard: open, tab to a card, Escape closes and focus returns to the bell', async () => {
    await candidateWithTwo();
    await page.goto('/careers');
    await bell().focus();
    await page.keyboard.press('Enter');
    await panel().waitFor();
    await focusInsideThenEscapeBackToBell();
  });

  it('opens once the panel is here: with its code slow to come, focus still goes inside and Escape closes', async () => {
    await candidateWithTwo();
    // The panel's code loads when the bell is first pointed at, focused or opened; held here,
    // as a slow phone network would. (Routing also turns the browser's cache off.)
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/notification-panel-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/careers');
    await bell().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bell().getAttribute('aria-busy')).toBe('true');
    expect(await panel().count()).toBe(0);
    release();
    await panel().waitFor();
    expect(await bell().getAttribute('aria-busy')).toBe('false');
    await focusInsideThenEscapeBackToBell();
  });

  it('says so when the panel cannot come, and Try again brings it once the network is back', async () => {
    await candidateWithTwo();
    // The panel's code fails to load once (offline for a moment, say), then comes normally.
    let refuse = true;
    await page.route('**/assets/notification-panel-*.js', (route) =>
      refuse ? route.abort() : route.continue(),
    );
    await page.goto('/careers');
    await bell().click();
    await panel().getByRole('alert').getByText('An error occurred while retrieving data').waitFor();
    await expectAccessible(page, 'notification panel that could not load');
    refuse = false;
    await panel().getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => cards().count(), { timeout: 15_000 }).toBe(2);
    expect(await panel().getByText('An error occurred while retrieving data').count()).toBe(0);
  });

  it('shows the demo candidate the seeded notifications', async () => {
    await logInThroughApi(page, demo.candidate);
    await page.goto('/careers');
    await expectLoggedInAs(page, demo.candidate.name);
    await bell().click();
    await panel().getByText('Saved search', { exact: false }).first().waitFor();
    await panel()
      .getByText(/new jobs? match/)
      .waitFor();
  });
});

describe('notification panel on a phone', () => {
  beforeEach(() => page.setViewportSize(viewports.phone));

  it('opens full screen above everything, with the empty state, and closes back to the bell', async () => {
    await signUpInPage(page);
    await page.goto('/careers');
    await bell().click();
    await panel().waitFor();
    await panel().getByText("You're all caught up!").waitFor();
    const box = await panel().boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: viewports.phone.width, height: viewports.phone.height });
    const z = await page.evaluate(
      () => getComputedStyle(document.querySelector('.mantine-Modal-inner')!).zIndex,
    );
    expect(z).toBe('1000');
    await checkPage(page, 'notifications-phone-empty');
    await page.setViewportSize(viewports.phone);
    await panel().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panel().isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('notification-bell');
  });

  it('lists cards and follows one on a phone', async () => {
    await candidateWithTwo();
    await page.goto('/careers');
    await bell().click();
    await expect.poll(() => cards().count()).toBe(2);
    await checkPage(page, 'notifications-phone-list');
    await page.setViewportSize(viewports.phone);
    const navigation = page.waitForEvent('load');
    await cards().filter({ hasText: 'background check' }).getByRole('link').click();
    await navigation;
    await page.waitForURL((url) => url.pathname === '/careers/profile');
  });
});
