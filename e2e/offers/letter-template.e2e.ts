import type { Page, Response } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPage, usePagePerTest } from '../support/browser.ts';
import { createOffer, disposeSessions, logInAdmin } from './offers-api.ts';
import { pdfText } from './pdf-text.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});
afterAll(disposeSessions);

const isPreview = (r: Response) => r.url().includes('/api/admin/letter-template/preview') && r.ok();
/**
 * The text of the preview the server draws for a draft holding `draftHas` (the page shows the
 * same bytes with pdf.js). Matched by the draft, not taken as the next answer: on a slow machine
 * the preview for the keystrokes before the trigger can still be on its way.
 */
async function nextPreviewText(trigger: () => Promise<void>, draftHas: string): Promise<string> {
  const answer = page.waitForResponse(
    (r) => isPreview(r) && (r.request().postData() ?? '').includes(draftHas),
  );
  await trigger();
  const { data } = await (await answer).json();
  return pdfText(Buffer.from(data.pdf_b64, 'base64'));
}

const editor = () => page.getByRole('textbox', { name: 'Letter text' });
const newWording = `Dear {{candidate_name}},

Welcome aboard! We would love you to join {{company_name}} as our {{job_title}}.

Your {{pay_label}} will be {{pay}}.

Kind regards,
The hiring team at {{company_name}}`;

async function saveTemplate() {
  await page.getByRole('button', { name: 'Save template', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Save the letter template?' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Letter template saved').first().waitFor();
}

describe('the offer letter template (company side)', () => {
  it('edits the wording with a live preview, and new offer letters use it', async () => {
    await logInAdmin(page);
    await page.goto('/admin');
    const firstPreview = page.waitForResponse(isPreview);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Offer letter template', exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Offer letter template' }).waitFor();
    const defaultText = await pdfText(
      Buffer.from((await (await firstPreview).json()).data.pdf_b64, 'base64'),
    );
    expect(defaultText).toContain('Dear Alex Morgan,');
    expect(defaultText).toContain('We are delighted to offer you the position of Product Designer');
    await page.getByTestId('letter-preview').getByRole('img').first().waitFor();
    await page.getByText('Your letters use the default wording.').waitFor();
    await checkPage(page, 'letter-template');

    // The preview follows the text a moment after typing stops.
    const edited = await nextPreviewText(() => editor().fill(newWording), 'Welcome aboard!');
    expect(edited).toContain('Welcome aboard! We would love you to join Northwind');
    expect(edited).not.toContain('We are delighted');

    // A merge field goes in at the cursor: after "Kind regards," here.
    await editor().focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('End');
    await page.keyboard.type(' from ');
    const withManager = await nextPreviewText(
      () => page.getByRole('button', { name: /^Insert \{\{manager\}\}/ }).click(),
      'from {{manager}}',
    );
    expect(withManager).toContain('Kind regards, from Jamie Lee');

    // An unknown field is named at once, and nothing can be saved until it is fixed.
    await editor().fill(`${newWording}\n\nSigned, {{recruiter}}`);
    await page.getByText('Unknown merge fields: {{recruiter}}.').waitFor();
    expect(await page.getByRole('button', { name: 'Save template', exact: true }).isDisabled()).toBe(true);
    await checkPage(page, 'letter-template-invalid');

    await editor().fill(newWording);
    await saveTemplate();
    await page.getByText(/^Version 1, saved by Avery Admin/).waitFor();
    // axe once the toast has gone: caught mid-fade its text fails the contrast check.
    await page.getByText('Letter template saved').first().waitFor({ state: 'hidden' });
    // The preview drawn for each edit ends on the saved text, shown (not a failed document).
    await page.getByTestId('letter-preview').getByRole('img').first().waitFor();
    await checkPage(page, 'letter-template-saved');

    // An offer made now carries the new wording in its letter, with the offer's own values.
    const offer = await createOffer({ letter_presentation: 'sign_form' });
    await page.goto(`/admin/offers/${offer.id}`);
    const letterLink = page.getByRole('link', { name: 'Offer letter', exact: true });
    await letterLink.waitFor();
    // The letter reads in the page too, not only as a download.
    await page.getByRole('button', { name: 'Preview Offer letter', exact: true }).click();
    await page.getByRole('img', { name: /^Offer letter, page 1/ }).waitFor();
    await checkPage(page, 'admin-offer-letter-preview');
    await page.getByRole('button', { name: 'Hide preview of Offer letter', exact: true }).click();
    const file = await page.request.get((await letterLink.getAttribute('href'))!);
    const letter = await pdfText(new Uint8Array(await file.body()));
    expect(letter).toContain('Dear Jordan Rivera,');
    expect(letter).toContain('Welcome aboard! We would love you to join Northwind');
    expect(letter).toContain('Your base salary will be $118,000 per year.');
    expect(letter).not.toContain('We are delighted');

    // Back to the default wording, so letters are as before.
    await page.goto('/admin/letter-template');
    await page.getByRole('button', { name: 'Reset to default', exact: true }).click();
    expect(await editor().inputValue()).toContain('We are delighted to offer you the {{engagement}}');
    await saveTemplate();
    await page.getByText(/^Version 2: the default wording, restored by Avery Admin/).waitFor();
  });
});
