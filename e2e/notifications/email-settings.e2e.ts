import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { adminSends, outboxFor, signUpInPage } from './api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('email settings', () => {
  it('lets a candidate turn notification emails off and on; the outbox follows the choice', async () => {
    const email = await signUpInPage(page);
    // Settings, interviews and forms are reached from the account menu.
    await page.goto('/careers');
    await page.getByRole('button', { name: /^Account menu for / }).click();
    await page.getByRole('menuitem', { name: 'Interviews' }).waitFor();
    await page.getByRole('menuitem', { name: 'Forms center' }).waitFor();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    const toggle = page.getByRole('switch', { name: 'Email me when something needs my attention' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    await checkPage(page, 'settings-notifications');

    await toggle.click({ force: true });
    await page.getByText('Your notification settings were saved.').waitFor();
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await adminSends(email, { message: 'Quiet message' });
    expect(await outboxFor(email)).toEqual([]);

    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.getByText('Your notification settings were saved.').first().waitFor();
    await adminSends(email, { message: 'Your interview moved to Friday.', categoryTitle: 'Interviews' });
    const mails = await outboxFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Interviews: Northwind Labs careers', status: 'stored' });
    expect(mails[0]!.text).toContain('Your interview moved to Friday.');
  });
});
