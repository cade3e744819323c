import { type Page, request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminHome } from '../admin/admin-session.ts';
import { baseURL, checkPage, checkPageWithoutToasts, usePagePerTest } from '../support/browser.ts';

/*
 * The admin side of the talent network in real Chromium: the demo admin finds the members
 * from the console's navigation, filters them by status, and removes one.
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
});

/** A guest joins the way the join page does: a pending membership with these interests. */
async function guestJoins(email: string, body: Record<string, unknown>) {
  const api = await request.newContext({ baseURL: baseURL() });
  const boot = await (await api.get('/api/pcsx/boot')).json();
  const res = await api.post('/api/pcsx/talent_network', {
    data: { email, locale: 'de', ...body },
    headers: { 'x-csrf-token': boot.data.csrfToken as string },
  });
  expect(res.status()).toBe(202);
  await api.dispose();
}

describe('the talent network in the admin console', () => {
  it('lists who joined with their interests, filters by status, and removes a member', async () => {
    const email = `admin.view.${Date.now()}@example.com`;
    await guestJoins(email, { departments: ['Engineering'], keywords: 'platform', location: 'Lisbon' });

    await openAdminHome(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Talent network' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Talent network' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    await expect.poll(() => row.innerText()).toContain('Departments: Engineering');
    const text = await row.innerText();
    expect(text).toContain('Keywords: platform');
    expect(text).toContain('Place: Lisbon');
    expect(text).toContain('German');
    expect(text).toContain('Waiting for confirmation');
    await checkPage(page, 'admin-talent-network');

    // Confirmed only: the pending member is not in it.
    const statusFilter = page.locator('.mantine-SegmentedControl-root');
    await statusFilter.getByText('Confirmed', { exact: true }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    await statusFilter.getByText('Waiting for confirmation', { exact: true }).click();
    await row.waitFor();

    // The CSV of the shown status holds the member (the browser downloads the link's address).
    const csv = page.getByRole('link', { name: 'Download CSV' });
    const href = (await csv.getAttribute('href'))!;
    expect(href).toBe('/api/admin/talent_network/export?status=pending');
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(`${email},pending,Engineering,platform,Lisbon,de,`);

    await row.getByRole('button', { name: `Remove ${email}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove this member?' });
    await dialog.getByText(`${email} will get no more job alerts`).waitFor();
    await checkPage(page, 'admin-talent-network-remove');
    await dialog.getByRole('button', { name: 'Remove member' }).click();
    await page.getByText('Member removed.').waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: email }).count()).toBe(0);
    await checkPageWithoutToasts(page, 'admin-talent-network-after-remove');
  });
});
