import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage, expectAccessible, usePagePerTest, viewports } from '../support/browser.ts';
import { createOffer, disposeSessions, logInAdmin, logInCandidate } from './offers-api.ts';

/*
 * Issue 16: the company edits an offer's terms before the candidate answers, and rotates the
 * key that seals signed letters.
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

/** A dialog at both widths, for people to look at (under /tmp, not the repository). */
async function shootDialog(name: string) {
  for (const width of [viewports.phone.width, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${name} (${width})`);
    await page.screenshot({ path: `/tmp/offeredit-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(viewports.desktop);
}

const dismissToast = async (text: string) => {
  await page.getByText(text).first().waitFor();
  await page.getByText(text).first().waitFor({ state: 'hidden' });
};

describe('editing an offer and rotating the signing key (company side)', () => {
  it('edits the terms of an extended offer; the candidate sees them', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form', terms: { place: 'Seattle office' } });
    await logInAdmin(page);
    await page.goto(`/admin/offers/${offer.id}`);
    const terms = page.getByRole('region', { name: 'Terms' });
    await terms.getByText('Seattle office').waitFor();
    await terms.getByRole('button', { name: 'Edit terms' }).click();
    const dialog = page.getByRole('dialog', { name: "Edit the offer's terms" });
    await dialog.getByRole('textbox', { name: 'Place of work' }).fill('Lisbon office');
    await dialog.getByRole('textbox', { name: 'Hiring manager' }).fill('Dana Okafor');
    await shootDialog('edit-terms-dialog');
    await dialog.getByRole('button', { name: 'Save terms' }).click();
    await dialog.waitFor({ state: 'detached' });
    await terms.getByText('Lisbon office').waitFor();
    await terms.getByText('Dana Okafor').waitFor();
    await dismissToast('Offer terms saved');
    await checkPage(page, 'admin-offer-edited-terms');

    await logInCandidate(page);
    await page.goto(`/careers/offer/${offer.id}`);
    const overview = page.getByRole('region', { name: 'Your offer at a glance' });
    await overview.getByText('Lisbon office').waitFor();
    expect(await overview.getByText('Seattle office').count()).toBe(0);
    await checkPage(page, 'candidate-offer-edited-terms');
  });

  it('rotates the signing key after a confirmation that signed letters stay valid, and saves the next-steps text', async () => {
    await logInAdmin(page);
    await page.goto('/admin/letter-template');
    const card = page.getByRole('region', { name: 'Signing key' });
    await card.getByRole('button', { name: 'Rotate signing key' }).waitFor();
    const fingerprint = card.getByTestId('signing-key-fingerprint');
    const before = (await fingerprint.count()) ? await fingerprint.innerText() : null;
    await card.getByRole('button', { name: 'Rotate signing key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rotate the signing key?' });
    await dialog.getByText(/Letters already signed stay valid/).waitFor();
    await shootDialog('rotate-key-dialog');
    await dialog.getByRole('button', { name: 'Rotate key' }).click();
    await dialog.waitFor({ state: 'detached' });
    await dismissToast('Signing key rotated');
    await card.getByText(/^Created /).waitFor();
    const after = (await fingerprint.innerText()).trim();
    expect(after).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    expect(after).not.toBe(before);

    // The company's "what happens next", next to the letter and the key.
    const next = page.getByRole('region', { name: 'What happens next' });
    await next
      .getByRole('textbox', { name: /Text shown to a candidate after signing/ })
      .fill('Your manager will call you.');
    await next.getByRole('button', { name: 'Save text' }).click();
    await dismissToast('“What happens next” saved');
    expect(await next.getByRole('button', { name: 'Save text' }).isDisabled()).toBe(true);
    await checkPage(page, 'letter-template-signing-key');
  });
});
