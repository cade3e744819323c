import { type Page, request } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpCandidate } from '../interviews/interviews-api.ts';
import { outboxFor } from '../notifications/api.ts';
import { baseURL, checkPage, checkPageWithoutToasts, usePagePerTest } from '../support/browser.ts';

/*
 * The referrer's own referrals in real Chromium (docs/referrals.md "Withdrawing and resending"):
 * an invitation cannot be sent again the day it went out, and withdrawing takes the referral
 * off the Referrals tab.
 */

let page: Page;
let positionId: string;
usePagePerTest((p) => {
  page = p;
});
beforeAll(async () => {
  const api = await request.newContext({ baseURL: baseURL() });
  const res = await api.get('/api/pcsx/search?query=engineer');
  positionId = ((await res.json()) as { data: { positions: { id: string }[] } }).data.positions[0]!.id;
  await api.dispose();
});

describe('withdrawing a referral', () => {
  it('the referrer withdraws a referral from the Referrals tab', async () => {
    await signUpCandidate(page);
    const friend = `withdrawn.${Date.now()}@example.com`;
    const boot = await (await page.request.get('/api/pcsx/boot')).json();
    const made = await page.request.post('/api/pcsx/referrals', {
      data: { position_id: positionId, email: friend, name: 'Robin' },
      headers: { 'x-csrf-token': boot.data.csrfToken as string },
    });
    expect(made.status()).toBe(201);
    expect(await outboxFor(friend)).toHaveLength(1);

    await page.goto('/careers/dashboard?tab=referrals');
    const tab = page.getByRole('tabpanel', { name: 'Referrals' });
    const row = tab.locator(`[data-referral-email="${friend}"]`);
    await row.getByText('Invited').waitFor();
    await checkPage(page, 'referral-actions');

    // The invitation went out today: sending it again waits until tomorrow.
    await row.getByRole('button', { name: `Send the invitation to ${friend} again` }).click();
    await page.getByText('The invitation was sent less than a day ago.', { exact: false }).waitFor();
    expect(await outboxFor(friend)).toHaveLength(1);

    await row.getByRole('button', { name: `Withdraw the referral of ${friend}` }).click();
    await row.getByText('Withdraw this referral? Its link will no longer count.').waitFor();
    await checkPageWithoutToasts(page, 'referral-withdraw-confirm');
    await row.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Referral withdrawn.').waitFor();
    await expect.poll(() => tab.locator(`[data-referral-email="${friend}"]`).count()).toBe(0);
    await checkPageWithoutToasts(page, 'referrals-after-withdraw');
  });
});
