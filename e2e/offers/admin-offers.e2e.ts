import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { checkPage, checkPageWithoutToasts, usePagePerTest } from '../support/browser.ts';
import { disposeSessions, logInAdmin, logInCandidate } from './offers-api.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

describe('managing offers (company side)', () => {
  it('creates a draft with a generated letter, adds a read-only PDF, and extends it', async () => {
    await logInAdmin(page);
    await page.goto('/admin/offers');
    await page.getByRole('heading', { level: 1, name: 'Manage offers' }).waitFor();
    await page.getByRole('table').waitFor();
    await checkPage(page, 'admin-offers');

    await page.getByRole('textbox', { name: 'Candidate' }).click();
    await page.getByRole('option', { name: /Jordan Rivera/ }).click();
    await page.getByRole('textbox', { name: 'Position' }).click();
    await page.getByRole('option').first().click();
    await page.getByLabel('Pay').fill('99000');
    await page.getByLabel('Place of work').fill('Remote (US time zones)');
    await page.getByLabel('Hiring manager').fill('Priya Shah');
    await page.getByLabel('What happens next (after signing)').fill('Priya will send your laptop.');
    await page.getByRole('button', { name: 'Create draft offer' }).click();
    await page.waitForURL(/\/admin\/offers\/[0-9a-f-]{36}$/);
    await page.getByText('Offer letter', { exact: true }).first().waitFor();

    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Relocation policy', { x: 50, y: 700 });
    await page.locator('input[type=file]').setInputFiles({
      name: 'relocation.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdf.save()),
    });
    await page.getByLabel('Document name').fill('Relocation policy');
    await page.getByRole('textbox', { name: 'Candidate must' }).click();
    await page.getByRole('option', { name: 'Read only' }).click();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('link', { name: 'Relocation policy' }).waitFor();
    await checkPageWithoutToasts(page, 'admin-offer-draft');

    await page.getByRole('button', { name: 'Extend offer' }).click();
    await page.getByText('Offer extended').waitFor();
    await page.getByRole('button', { name: 'Update expiry' }).waitFor();

    // The candidate's overview shows what the admin set.
    const offerId = new URL(page.url()).pathname.split('/').pop()!;
    await logInCandidate(page);
    await page.goto(`/careers/offer/${offerId}`);
    const overview = page.getByTestId('offer-overview');
    await overview.getByText('$99,000 per year').waitFor();
    await overview.getByText('Remote (US time zones)').waitFor();
    await overview.getByText('Priya Shah').waitFor();
  });

  it('refuses the admin pages to a candidate', async () => {
    await logInCandidate(page);
    await page.goto('/admin/offers');
    await page.getByRole('heading', { name: 'Admins only' }).waitFor();
    await checkPage(page, 'admin-offers-forbidden');
  });
});
