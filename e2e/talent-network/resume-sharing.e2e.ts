import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminHome } from '../admin/admin-session.ts';
import { checkPage, downloadedBytes, usePagePerTest } from '../support/browser.ts';

/*
 * Members join "with a résumé or profile" (issue 20 item 5) in real Chromium: a guest attaches a
 * PDF on the join page (a picture is refused first), and the demo admin downloads it from the
 * talent network's list in the console.
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
});

describe('a résumé with the talent network', () => {
  it('a guest attaches a résumé when joining and the admin downloads it', async () => {
    const email = `network.cv.${Date.now()}@example.com`;
    const doc = await PDFDocument.create();
    doc.addPage().drawText('Sam Guest: ten years of platform engineering.', { x: 50, y: 700 });
    const pdf = Buffer.from(await doc.save());

    await page.goto('/careers/talent-network');
    const form = page.getByRole('form', { name: 'Join our talent network' });
    await form.getByRole('textbox', { name: 'Your email' }).fill(email);
    await form.getByRole('textbox', { name: 'Keywords' }).fill('platform engineering');
    const file = form.locator('input[type=file]');
    // A picture is not a résumé: the form says what it takes before anything is sent.
    await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
    await form.getByText('Choose a PDF or DOCX file of 5 MB or less.').waitFor();
    await file.setInputFiles({ name: 'Sam Guest CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect.poll(() => form.getByText('Choose a PDF or DOCX file of 5 MB or less.').count()).toBe(0);
    await form.getByText('Sam Guest CV.pdf').waitFor();
    await checkPage(page, 'talent-network-resume-attached');
    await form.getByRole('button', { name: 'Join and get job alerts' }).click();
    await page.getByText(`We sent a link to ${email}. Open it to confirm your job alerts.`).waitFor();

    await openAdminHome(page);
    await page.goto('/admin/talent-network');
    await page.getByRole('heading', { level: 1, name: 'Talent network' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    const link = row.getByRole('link', { name: `Download the résumé of ${email}` });
    await link.waitFor();
    expect(await row.innerText()).not.toContain('Profile');
    await checkPage(page, 'admin-talent-network-resume');

    const download = page.waitForEvent('download');
    await link.click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe('Sam Guest CV.pdf');
    expect(Buffer.compare(Buffer.from(await downloadedBytes(saved)), pdf)).toBe(0);
  });
});
