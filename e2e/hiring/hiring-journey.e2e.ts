import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { type Browser, type BrowserContext, type Page, request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxFor } from '../notifications/api.ts';
import { createOffer, disposeSessions, logInCandidate } from '../offers/offers-api.ts';
import { demo, dialog, expectLoggedInAs, logInThroughApi } from '../support/auth.ts';
import {
  baseURL,
  checkPage,
  checkPageWithoutToasts,
  downloadedBytes,
  launchBrowser,
  newContext,
} from '../support/browser.ts';
import { pdfsig } from './pdfsig.ts';

/*
 * Issue 16 "Done when", in real Chromium with two browser contexts side by side: one freshly
 * signed-up candidate goes from applying through two interviews and an offer whose uploaded
 * copy the company first returns and then approves, to Hired; at each step both sides are
 * checked for what they see and what they are told. Then the demo candidate signs another
 * offer by e-signature, and the signed PDF they download verifies with poppler's pdfsig.
 * Every page either side visits is checked with axe (checkPage).
 */

let browser: Browser;
let candidateContext: BrowserContext;
let adminContext: BrowserContext;
let me: Page;
let admin: Page;
let position: { id: string; name: string };
let applicationId: string;
let offerId: string;
const stamp = Date.now() % 100000;
const candidate = { first: 'Quinn', last: `Journey${stamp}`, email: `journey.${Date.now()}@example.com` };
const fullName = `${candidate.first} ${candidate.last}`;

beforeAll(async () => {
  const api = await request.newContext({ baseURL: baseURL() });
  const res = await api.get('/api/pcsx/search?query=designer');
  position = ((await res.json()) as { data: { positions: { id: string; name: string }[] } }).data
    .positions[0]!;
  await api.dispose();

  browser = await launchBrowser();
  candidateContext = await newContext(browser);
  adminContext = await newContext(browser);
  me = await candidateContext.newPage();
  admin = await adminContext.newPage();
  await logInThroughApi(admin, demo.admin);
  await admin.goto('/admin');
  await expectLoggedInAs(admin, demo.admin.name);
});
afterAll(async () => {
  await disposeSessions();
  await candidateContext?.close();
  await adminContext?.close();
  await browser?.close();
});

/** vitest's expect.poll gives up after one second; a loaded two-core machine needs longer. */
const slow = { timeout: 15_000 };

const check = checkPageWithoutToasts;

const bell = (p: Page) => p.getByRole('banner').getByRole('button', { name: /^Notifications/ });
const panel = (p: Page) => p.getByRole('dialog', { name: 'Notifications' });

/**
 * Opens the bell's panel, waits for `text` there (exactly `count` of them, when given) and
 * closes it. The panel reads the list afresh each time it opens. `axeLabel` runs checkPage on
 * the open panel: once per side, as it is the same panel every time.
 */
async function toldUnderBell(
  p: Page,
  text: string | RegExp,
  opts: { count?: number; axeLabel?: string } = {},
) {
  await bell(p).click();
  await panel(p).getByText(text).first().waitFor();
  if (opts.count !== undefined)
    await expect.poll(() => panel(p).getByText(text).count(), slow).toBe(opts.count);
  if (opts.axeLabel) await checkPage(p, opts.axeLabel);
  await p.keyboard.press('Escape');
  await expect.poll(() => panel(p).isVisible(), slow).toBe(false);
}

/** A job title as a literal inside a pattern ("Designer (Social)" has parentheses). */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const timeline = () => admin.getByTestId('pipeline-timeline');
const badge = (p: Page, status: string) => p.getByRole('main').locator(`[data-status="${status}"]`).first();

/** A PDF that starts as the letter and carries a "signature" drawn on its page, as a scan would. */
async function signedCopyOf(original: Uint8Array, note: string): Promise<Buffer> {
  const doc = await PDFDocument.load(original);
  const font = await doc.embedFont(StandardFonts.HelveticaOblique);
  const last = doc.getPages().at(-1)!;
  last.drawText(`${note} — ${fullName}`, { x: 72, y: 90, size: 14, font, color: rgb(0.1, 0.1, 0.4) });
  return Buffer.from(await doc.save());
}

const applicationPage = async () => {
  await admin.goto(`/admin/applications/${applicationId}`);
  await admin.getByRole('heading', { level: 1, name: fullName }).waitFor();
};

describe('one candidate, from application to Hired', () => {
  it('signs up and applies in the browser; the admin finds the application', async () => {
    await me.goto(`/careers/apply?pid=${position.id}`);
    await me.getByRole('heading', { level: 1, name: position.name }).waitFor();
    const form = me.getByRole('form', { name: `Application for ${position.name}` });
    await form.getByLabel('Full name').fill(fullName);
    await form.getByLabel('Email').fill(candidate.email);
    const resume = await PDFDocument.create();
    resume.addPage().drawText(`${fullName}: eight years of product design.`, { x: 50, y: 700 });
    await form.locator('input[type=file]').setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await resume.save()),
    });
    await form.getByLabel('Why this role?').fill('I like making hard things simple.');
    await form.getByLabel(/I agree that the hiring team/).check();
    await check(me, 'journey-apply');
    await form.getByRole('button', { name: 'Send application' }).click();

    await dialog(me).getByRole('tab', { name: 'Sign up' }).click();
    await dialog(me).getByLabel('First name').fill(candidate.first);
    await dialog(me).getByLabel('Last name').fill(candidate.last);
    await dialog(me).getByLabel('Email').fill(candidate.email);
    await dialog(me).getByLabel('Password').fill('a sturdy passphrase');
    await check(me, 'journey-signup');
    await dialog(me).getByRole('button', { name: 'Create account' }).click();
    await me.getByRole('heading', { name: 'Application sent' }).waitFor();
    await expectLoggedInAs(me, fullName);
    await check(me, 'journey-applied');

    await me.goto('/careers/applications');
    const card = me.getByRole('article').filter({ hasText: position.name });
    await card.locator('[data-status="submitted"]').waitFor();
    await check(me, 'journey-applications-submitted');

    await admin.goto(`/admin/applications?position_id=${position.id}`);
    await admin.getByRole('link', { name: fullName }).click();
    await admin.getByRole('heading', { level: 1, name: fullName }).waitFor();
    applicationId = new URL(admin.url()).pathname.split('/').pop()!;
    await timeline().getByText('Applied').waitFor();
    await badge(admin, 'submitted').waitFor();
    await admin.getByText('I like making hard things simple.').waitFor();
    await admin.getByTestId('pdf-viewer').locator('canvas').first().waitFor();
    await check(admin, 'journey-admin-application');
  });

  it('the admin schedules two interviews from the application; the candidate sees both and is told', async () => {
    const days = [5, 8];
    for (const [i, ahead] of days.entries()) {
      await admin.getByRole('button', { name: 'Schedule interview' }).click();
      const modal = admin.getByRole('dialog', { name: 'Schedule interview' });
      await modal.getByText(candidate.email, { exact: false }).waitFor();
      const day = new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
      await modal.getByLabel(/^Date( \*)?$/).fill(day);
      await modal.getByLabel(/^Time( \*)?$/).fill(i === 0 ? '10:00' : '14:30');
      await modal.getByLabel('Meeting link').fill(`https://meet.example/journey-${i + 1}`);
      if (i === 0) await check(admin, 'journey-admin-schedule');
      await modal.getByRole('button', { name: 'Schedule interview' }).click();
      await expect.poll(() => modal.isVisible(), slow).toBe(false);
      await expect.poll(() => timeline().getByText('Interview scheduled').count(), slow).toBe(i + 1);
    }
    await timeline().getByText('Moved to Interviewing').waitFor();
    await badge(admin, 'interviewing').waitFor();
    await check(admin, 'journey-admin-interviews');

    await me.goto('/careers/interviews');
    const cards = me.getByRole('article', { name: position.name });
    await expect.poll(() => cards.count(), slow).toBe(2);
    const links = await Promise.all(
      [0, 1].map((n) =>
        cards
          .nth(n)
          .getByRole('link', { name: `Join the video interview for ${position.name}` })
          .getAttribute('href'),
      ),
    );
    // Soonest first.
    expect(links).toEqual(['https://meet.example/journey-1', 'https://meet.example/journey-2']);
    await check(me, 'journey-interviews');
    await toldUnderBell(me, new RegExp(`Your interview for ${literal(position.name)} is scheduled for`), {
      count: 2,
      axeLabel: 'journey-told-interviews',
    });
    await toldUnderBell(me, `Your application for ${position.name} is now: Interviewing.`);
  });

  it('the admin makes an offer from the application; it is Offered and the candidate sees its terms', async () => {
    await applicationPage();
    await admin.getByRole('link', { name: 'Make offer' }).click();
    await admin.waitForURL(/\/admin\/offers\?application=/);
    await admin.getByTestId('offer-from-application').getByText(fullName).waitFor();
    await admin.getByRole('textbox', { name: 'Offer letter signing' }).click();
    await admin.getByRole('option', { name: 'Print, sign and upload' }).click();
    await admin.getByLabel('Pay').fill('125000');
    await admin.getByLabel('Start date').fill('2027-04-01');
    await admin.getByLabel('Place of work').fill('Lisbon studio, Rua Augusta 10');
    await admin.getByLabel('Hiring manager').fill('Dana Okafor');
    await check(admin, 'journey-admin-offer-form');
    await admin.getByRole('button', { name: 'Create draft offer' }).click();
    await admin.waitForURL(/\/admin\/offers\/[0-9a-f-]{36}$/);
    offerId = new URL(admin.url()).pathname.split('/').pop()!;
    await admin.getByRole('button', { name: 'Extend offer' }).click();
    await admin.getByText('Offer extended').first().waitFor();
    await admin.getByRole('button', { name: 'Update expiry' }).waitFor();
    await badge(admin, 'extended').waitFor();
    await check(admin, 'journey-admin-offer-extended');

    await applicationPage();
    await timeline().getByText('Moved to Offered').waitFor();
    await badge(admin, 'offered').waitFor();

    await toldUnderBell(me, new RegExp(`You have a job offer for ${literal(position.name)}`));
    await toldUnderBell(me, `Your application for ${position.name} is now: Offered.`);
    await me.goto(`/careers/offer/${offerId}`);
    const overview = me.getByRole('region', { name: 'Your offer at a glance' });
    await overview.getByText('$125,000 per year').waitFor();
    await overview.getByText('04/01/2027').waitFor();
    await overview.getByText('Lisbon studio, Rua Augusta 10').waitFor();
    await overview.getByText('Dana Okafor').waitFor();
    await check(me, 'journey-offer');
  });

  it('the unsigned original is refused; a signed copy waits for the company, who returns it with a reason', async () => {
    await me.goto(`/careers/offer-letter/${offerId}`);
    await me.getByRole('heading', { name: 'Review job offer' }).waitFor();
    await check(me, 'journey-letter-upload');
    const download = me.waitForEvent('download');
    await me.getByRole('button', { name: 'Download' }).click();
    const original = await downloadedBytes(await download);
    expect(Buffer.from(original.subarray(0, 5)).toString()).toBe('%PDF-');

    const input = me.locator('input[type=file]');
    await input.setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(original),
    });
    await me.getByRole('button', { name: 'Submit signed offer' }).click();
    await me
      .getByText(/unsigned original/)
      .first()
      .waitFor();
    await check(me, 'journey-letter-original-refused');
    expect(new URL(me.url()).pathname).toBe(`/careers/offer-letter/${offerId}`);

    await input.setInputFiles({
      name: 'signed.pdf',
      mimeType: 'application/pdf',
      buffer: await signedCopyOf(original, 'Signed (first try)'),
    });
    await me.getByRole('button', { name: 'Submit signed offer' }).click();
    await me.getByText('Successfully submitted form for verification').waitFor();
    await me.waitForURL(new RegExp(`/careers/offer/${offerId}$`));
    await me.goto(`/careers/offer-letter/${offerId}`);
    await me.getByText('Your signed copy is with the company').waitFor();
    await check(me, 'journey-letter-pending');

    await toldUnderBell(admin, `${fullName} uploaded a signed copy of`, {
      axeLabel: 'journey-admin-told-upload',
    });
    await admin.goto(`/admin/offers/${offerId}`);
    const review = admin.getByRole('heading', { name: /^Uploaded signed copy to review/ });
    await review.waitFor();
    await admin.getByText('Pending', { exact: true }).waitFor();
    await expect
      .poll(() => admin.getByTestId('pdf-viewer').locator('canvas').count(), slow)
      .toBeGreaterThan(1);
    await check(admin, 'journey-admin-review');
    await admin.getByLabel('Reason for returning it').fill('Please sign on the last page, above your name.');
    await admin.getByRole('button', { name: 'Return to candidate' }).click();
    await admin.getByText('Signed copy returned to the candidate').waitFor();
    await expect.poll(() => review.count(), slow).toBe(0);
    await admin.getByText('Unsigned', { exact: true }).waitFor();
  });

  it('the candidate is told the reason, uploads again, and the company approves: Hired, both sides told', async () => {
    await toldUnderBell(me, /Please sign on the last page, above your name\./);
    await me.goto(`/careers/offer-letter/${offerId}`);
    const returned = me.getByRole('alert').filter({ hasText: 'The company returned your signed copy' });
    await returned.getByText('Please sign on the last page, above your name.').waitFor();
    await check(me, 'journey-letter-returned');
    const download = me.waitForEvent('download');
    await me.getByRole('button', { name: 'Download' }).click();
    const original = await downloadedBytes(await download);
    await me.locator('input[type=file]').setInputFiles({
      name: 'signed-again.pdf',
      mimeType: 'application/pdf',
      buffer: await signedCopyOf(original, 'Signed on the last page'),
    });
    await me.getByRole('button', { name: 'Submit signed offer' }).click();
    await me.getByText('Successfully submitted form for verification').waitFor();
    await me.waitForURL(new RegExp(`/careers/offer/${offerId}$`));

    // Told once per upload: the second is a notification of its own.
    await toldUnderBell(admin, `${fullName} uploaded a signed copy of`, { count: 2 });
    await admin.goto(`/admin/offers/${offerId}`);
    await admin.getByRole('button', { name: 'Approve signed copy' }).click();
    await admin.getByText('Signed copy approved').waitFor();
    await admin.getByText('Signed', { exact: true }).waitFor();
    await badge(admin, 'accepted').waitFor();
    await check(admin, 'journey-admin-approved');
    await toldUnderBell(admin, `${fullName} accepted the offer for ${position.name}.`);

    await applicationPage();
    await timeline().getByText('Moved to Hired').waitFor();
    await badge(admin, 'hired').waitFor();
    await admin.getByText(/This application is Hired/).waitFor();
    await check(admin, 'journey-admin-hired');

    await toldUnderBell(
      me,
      `You accepted the offer for ${position.name}. Your signed copy is ready to download on the offer page.`,
    );
    await toldUnderBell(me, `Your application for ${position.name} is now: Hired.`);
    // And by email (kept in the outbox: the test server has no SMTP).
    await expect
      .poll(
        async () =>
          (await outboxFor(candidate.email)).some((m) =>
            m.text.includes(`You accepted the offer for ${position.name}`),
          ),
        slow,
      )
      .toBe(true);
    // The confirmation leads to the offer page, where the signed copy downloads.
    await bell(me).click();
    await panel(me)
      .getByText(/You accepted the offer for/)
      .click();
    await me.waitForURL(new RegExp(`/careers/offer/${offerId}$`));
    await me.getByRole('status').getByText('You accepted this offer.', { exact: false }).waitFor();
    await me.getByRole('region', { name: 'What happens next' }).waitFor();
    await check(me, 'journey-offer-accepted');
    await me.goto(`/careers/offer-letter/${offerId}`);
    const signedDownload = me.waitForEvent('download');
    await me.getByRole('button', { name: 'Download' }).click();
    const signed = await downloadedBytes(await signedDownload);
    const report = pdfsig(signed);
    expect(report).toContain('Signature is Valid');
    expect(report).toContain('Total document signed');

    await me.goto('/careers/applications');
    await me
      .getByRole('article')
      .filter({ hasText: position.name })
      .locator('[data-status="hired"]')
      .waitFor();
    await check(me, 'journey-applications-hired');
  });
});

describe('another candidate signs by e-signature', () => {
  it('the downloaded signed PDF carries a digital signature that pdfsig verifies', async () => {
    const offer = await createOffer({ letter_presentation: 'esign' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await logInCandidate(page);
    await page.goto(`/careers/offer-letter/${offer.id}`);
    const frame = page.frameLocator('iframe[title="Sign your offer letter"]');
    await frame.getByLabel('I have read and agree to the terms and conditions').check();
    await frame.getByLabel('Please enter your full name as the electronic signature').fill('Jordan Rivera');
    await check(page, 'journey-esign');
    await frame.getByRole('button', { name: 'Sign', exact: true }).click();
    await page.getByText('Successfully signed the offer letter').waitFor();
    await page.waitForURL(new RegExp(`/careers/offer/${offer.id}$`));
    await page.getByText('Document has been signed').waitFor();
    await check(page, 'journey-esign-signed');

    await page.goto(`/careers/offer-letter/${offer.id}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const signed = await downloadedBytes(await download);
    const report = pdfsig(signed);
    // The signature is there, made by the tenant's key, and covers every byte of the file.
    expect(report).toMatch(/Signature #1:/);
    expect(report).toContain('Signer Certificate Common Name: Northwind Labs document signing');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    // The per-tenant certificate is self-made, so no CA vouches for it: poppler says its issuer
    // is unknown (with other certificate stores: "isn't Trusted"). Expected; the integrity lines above are what count.
    expect(report).toMatch(/Certificate Validation: Certificate issuer (is unknown|isn't Trusted)\./);

    // The company sees it signed and is told.
    await toldUnderBell(admin, /Jordan Rivera signed "Offer letter"/);
    await admin.goto(`/admin/offers/${offer.id}`);
    await admin.getByText('Signed', { exact: true }).waitFor();
    await check(admin, 'journey-admin-esigned');
    await context.close();
  });
});
