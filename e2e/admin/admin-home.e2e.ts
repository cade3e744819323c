import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demo, submitLogin } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { logInAdminThroughModal, openAdminHome } from './admin-session.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const areas = [
  'Home',
  'Jobs',
  'Manage applications',
  'Manage interviews',
  'Manage offers',
  'Forms',
  'Form assignments',
  'Notifications and email',
];

describe('admin home and navigation', () => {
  it('lands an admin on /admin with counts, the email banner and the console navigation only', async () => {
    await logInAdminThroughModal(page);
    const main = page.getByRole('main');
    for (const label of [
      'New applications',
      'Offers awaiting an answer',
      'Forms overdue',
      'Jobs closing soon',
    ])
      await main.getByRole('region', { name: label }).waitFor();
    const counts = await main.getByTestId('attention-count').allTextContents();
    expect(counts).toHaveLength(4);
    for (const c of counts) expect(c).toMatch(/^\d+$/);
    await main.getByText('Email is not configured').waitFor();

    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    for (const area of areas) await nav.getByRole('link', { name: area, exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    // The candidate's own links are not mixed in.
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'Saved jobs' }).count()).toBe(0);
    expect(await header.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await checkPage(page, 'admin-home');

    // A count links to its list.
    await main.getByRole('link', { name: 'View: Jobs closing soon' }).click();
    await page.waitForURL(/\/admin\/jobs\?closing=soon/);
    await page.getByText('Closing soon', { exact: true }).waitFor();
  });

  it('offers the same areas as a menu on a phone', async () => {
    await openAdminHome(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Admin menu: Home' }).click();
    for (const area of areas) await page.getByRole('menuitem', { name: area, exact: true }).waitFor();
    await page.getByRole('menuitem', { name: 'Manage offers' }).click();
    await page.waitForURL(/\/admin\/offers$/);
    await page.getByRole('button', { name: 'Admin menu: Manage offers' }).waitFor();
  });

  it('passes axe on every admin page at phone and desktop widths', async () => {
    await openAdminHome(page);
    for (const [path, heading] of [
      ['/admin/jobs', 'Jobs'],
      ['/admin/applications', 'Manage applications'],
      ['/admin/interviews', 'Manage interviews'],
      ['/admin/offers', 'Manage offers'],
      ['/admin/forms', 'Manage forms'],
      ['/admin/form-assignments', 'Form assignments'],
      ['/admin/notifications', 'Notifications and email'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.getByRole('navigation', { name: 'Admin navigation' }).first().waitFor();
      await checkPage(page, `admin-console${path.replaceAll('/', '-')}`);
    }
  }, 240_000);

  it('keeps a candidate where they logged in', async () => {
    await page.goto('/careers');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await submitLogin(page, demo.candidate);
    await page.getByRole('button', { name: `Account menu for ${demo.candidate.name}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/careers');
  });
});
