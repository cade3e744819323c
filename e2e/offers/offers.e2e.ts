import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { dialog } from '../support/auth.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { createOffer, disposeSessions, logInCandidate } from './offers-api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

const heading = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const canvasCount = () => page.evaluate(() => document.querySelectorAll('body > canvas').length);

async function signedPdf(text: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText(text, { x: 50, y: 700 });
  return Buffer.from(await pdf.save());
}

describe('job offers', () => {
  it('lists offers, opens one with confetti once, and shows its documents', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await logInCandidate(page);
    await page.goto('/careers/offers');
    await heading('Offers').waitFor();
    await page.getByRole('article').first().waitFor();
    expect(await page.getByText('Action required').count()).toBeGreaterThan(0);
    expect(await page.getByText(/^Expires in \d+ days?$/).count()).toBeGreaterThan(0);
    await checkPage(page, 'offers-list');

    await page.goto(`/careers/offer/${offer.id}`);
    await heading(`Job offer for ${offer.position.name}`).waitFor();
    await expect.poll(canvasCount).toBeGreaterThan(0); // confetti on the first visit
    expect(await page.evaluate((id) => localStorage.getItem(`offer-visited:${id}`), offer.id)).toBe('1');
    await page.getByText('Offer letter', { exact: true }).waitFor();
    await page.getByText(/^Expires \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.getByRole('link', { name: 'Start: Offer letter' }).waitFor();
    await checkPage(page, 'offer-detail');

    await page.reload();
    await heading(`Job offer for ${offer.position.name}`).waitFor();
    await page.getByRole('link', { name: 'Start: Offer letter' }).waitFor();
    expect(await canvasCount()).toBe(0); // the visited flag keeps it calm

    await page.getByRole('main').getByRole('link', { name: 'Offers' }).click();
    await page.waitForURL(/\/careers\/offers$/);
  });

  it('signs with the sign form: the name must match the profile, then the offer is accepted', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await logInCandidate(page);
    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page
      .getByRole('img', { name: /Offer letter, page 1 of 1/ })
      .locator('canvas')
      .waitFor();
    await checkPage(page, 'offer-letter-sign-form');

    await page.getByRole('button', { name: 'Submit signed offer' }).click();
    await page.getByText('Please agree to the terms and conditions').waitFor();
    await page.getByLabel('I have read and agree to the terms and conditions').check();
    await page.getByLabel('Please enter your full name as the electronic signature').fill('Jordan River');
    await page.getByRole('button', { name: 'Submit signed offer' }).click();
    await page
      .getByText('Please enter your full name as shown on the offer letter and your profile.')
      .waitFor();
    await checkPage(page, 'offer-letter-sign-form-errors');

    await page.getByLabel('Please enter your full name as the electronic signature').fill('Jordan Rivera');
    await page.getByRole('button', { name: 'Submit signed offer' }).click();
    await page.getByText('Successfully signed the offer letter').waitFor();
    await page.waitForURL(new RegExp(`/careers/offer/${offer.id}$`));
    await page.getByText('Document has been signed').waitFor();
    await page.getByRole('status').getByText('You accepted this offer.', { exact: false }).waitFor();
  });

  it('signs in the e-signature frame, which reports back to the page', async () => {
    const offer = await createOffer({ letter_presentation: 'esign' });
    await logInCandidate(page);
    await page.goto(`/careers/offer-letter/${offer.id}`);
    const frame = page.frameLocator('iframe[title="Sign your offer letter"]');
    await frame.getByLabel('I have read and agree to the terms and conditions').waitFor();
    await checkPage(page, 'offer-letter-esign');
    await frame.getByLabel('I have read and agree to the terms and conditions').check();
    await frame.getByLabel('Please enter your full name as the electronic signature').fill('Jordan Rivera');
    await frame.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Successfully signed the offer letter').waitFor();
    await page.waitForURL(new RegExp(`/careers/offer/${offer.id}$`));
    await page.getByText('Document has been signed').waitFor();
  });

  it('uploads exactly one signed PDF in the three-step flow', async () => {
    const offer = await createOffer({ letter_presentation: 'upload' });
    await logInCandidate(page);
    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page.getByRole('heading', { name: 'Review job offer' }).waitFor();
    await page.getByRole('button', { name: 'Download' }).waitFor();
    await checkPage(page, 'offer-letter-upload');

    const file = await signedPdf('Signed by hand: Jordan Rivera');
    const input = page.locator('input[type=file]');
    await input.setInputFiles([
      { name: 'one.pdf', mimeType: 'application/pdf', buffer: file },
      { name: 'two.pdf', mimeType: 'application/pdf', buffer: file },
    ]);
    await page.getByText('You should upload at most 1 file').waitFor();
    await input.setInputFiles([{ name: 'signed.pdf', mimeType: 'application/pdf', buffer: file }]);
    await page.getByRole('button', { name: 'Submit signed offer' }).click();
    await page.getByText('Successfully submitted form for verification').waitFor();
    await page.waitForURL(new RegExp(`/careers/offer/${offer.id}$`));
    // An uploaded copy waits for the company's review (issue 16): not signed, not accepted yet.
    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page.getByText('Your signed copy is with the company').waitFor();
    await checkPage(page, 'offer-letter-upload-pending');
    const offerNow = await page.evaluate(
      (id) =>
        fetch(`/api/offer/${id}`)
          .then((r) => r.json())
          .then((b) => b.data.offer.status),
      offer.id,
    );
    expect(offerNow).not.toBe('Accepted');
  });

  it('declines through the modal, which is final, and returns to the list', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await logInCandidate(page);
    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialog(page).getByRole('heading', { name: 'Decline offer?' }).waitFor();
    await checkPage(page, 'offer-decline-modal');
    await dialog(page).getByRole('button', { name: 'Back to offer' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await dialog(page).getByRole('button', { name: 'Decline offer' }).click();
    await page.getByText('Successfully rejected the offer').waitFor();
    await page.waitForURL(/\/careers\/offers$/);
    const status = await page.evaluate(
      (id) =>
        fetch(`/api/offer/${id}`)
          .then((r) => r.json())
          .then((b) => b.data.offer.status),
      offer.id,
    );
    expect(status).toBe('Declined');
  });

  it('shows an offer past its expiry as Expired, view only', async () => {
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await logInCandidate(page);
    // Expired is derived on the client: move the page's clock past the expiry.
    await page.clock.install({ time: new Date(Date.now() + 30 * 86_400_000) });
    await page.goto(`/careers/offer/${offer.id}`);
    await heading(`Job offer for ${offer.position.name}`).waitFor();
    await page.getByRole('status').getByText('This offer has expired.', { exact: false }).waitFor();
    await page.getByText(/^Expired \d{2}\/\d{2}\/\d{4}$/).waitFor();
    await page.getByRole('link', { name: 'View: Offer letter' }).waitFor();
    expect(await canvasCount()).toBe(0);
    await checkPage(page, 'offer-detail-expired');

    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page.getByRole('button', { name: 'Download' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit signed offer' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Decline', exact: true }).count()).toBe(0);
  });

  it('sends a missing offer back to the list', async () => {
    await logInCandidate(page);
    await page.goto('/careers/offer/00000000-0000-4000-8000-000000000000');
    await page.waitForURL(/\/careers\/offers$/);
    await heading('Offers').waitFor();
  });
});
