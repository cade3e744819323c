import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage, expectAccessible, screenshot, usePagePerTest } from '../support/browser.ts';
import { createOffer, disposeSessions, logInCandidate } from './offers-api.ts';

/*
 * Issue 16 item 4: the offer overview shows pay, start date, place, manager and the respond-by
 * date before any document is opened; after signing, the company's "what happens next".
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

const overview = () => page.getByRole('region', { name: 'Your offer at a glance' });
const term = (label: string) =>
  overview()
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) });

describe('the offer overview', () => {
  it('shows what the offer gives, formatted for the reader, then what happens next once signed', async () => {
    const respondBy = new Date(Date.now() + 6 * 86_400_000);
    const offer = await createOffer({
      letter_presentation: 'sign_form',
      expires_at: respondBy.toISOString(),
      terms: {
        pay_amount: 118000,
        pay_currency: 'USD',
        pay_period: 'year',
        start_date: '2027-03-01',
        place: 'Seattle office, 400 Pine St',
        hiring_manager: 'Morgan Lee',
        next_steps: 'Morgan will call you this week.\nBring a photo ID on your first day.',
      },
    });
    await logInCandidate(page);
    await page.goto(`/careers/offer/${offer.id}`);
    await overview().waitFor();
    await term('Pay').getByText('$118,000 per year').waitFor();
    await term('Start date').getByText('03/01/2027').waitFor();
    await term('Place of work').getByText('Seattle office, 400 Pine St').waitFor();
    await term('Hiring manager').getByText('Morgan Lee').waitFor();
    const day = (d: Date) =>
      `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
    await term('Respond by').getByText(day(respondBy)).waitFor();
    // Not signed yet: nothing about what comes after.
    expect(await page.getByRole('region', { name: 'What happens next' }).count()).toBe(0);
    await checkPage(page, 'offer-overview');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'offer-overview-1280');

    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page.getByLabel('I have read and agree to the terms and conditions').check();
    await page.getByLabel('Please enter your full name as the electronic signature').fill('Jordan Rivera');
    await page.getByRole('button', { name: 'Submit signed offer' }).click();
    await page.waitForURL(new RegExp(`/careers/offer/${offer.id}$`));
    const next = page.getByRole('region', { name: 'What happens next' });
    await next.getByText('Morgan will call you this week.').waitFor();
    await next.getByText('Bring a photo ID on your first day.').waitFor();
    await next.getByRole('link', { name: 'Go to your forms' }).waitFor();
    await checkPage(page, 'offer-overview-signed');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'offer-overview-signed-1280');
  });

  it('shows another currency, leaves out what was not given, and the standard next steps when the company wrote none', async () => {
    const offer = await createOffer({
      letter_presentation: 'sign_form',
      terms: { pay_amount: 98000, pay_currency: 'EUR', pay_period: 'year', start_date: '2027-03-01' },
    });
    await logInCandidate(page);
    await page.goto(`/careers/offer/${offer.id}`);
    await term('Pay').getByText('€98,000 per year').waitFor();
    await term('Start date').getByText('03/01/2027').waitFor();
    expect(await overview().getByText('Place of work').count()).toBe(0);
    expect(await overview().getByText('Hiring manager').count()).toBe(0);
    await expectAccessible(page, 'offer overview, fewer terms');

    await page.goto(`/careers/offer-letter/${offer.id}`);
    await page.getByLabel('I have read and agree to the terms and conditions').check();
    await page.getByLabel('Please enter your full name as the electronic signature').fill('Jordan Rivera');
    await page.getByRole('button', { name: 'Submit signed offer' }).click();
    await page.waitForURL(new RegExp(`/careers/offer/${offer.id}$`));
    await page
      .getByTestId('offer-next-steps')
      .getByText('Thank you for signing.', { exact: false })
      .waitFor();
    await expectAccessible(page, 'offer signed, standard next steps');
  });
});
