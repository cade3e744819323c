import { PDFDocument } from 'pdf-lib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminHome } from '../admin/admin-session.ts';
import { signUpCandidate } from '../interviews/interviews-api.ts';
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

  it('a signed-in candidate shares their profile and the admin reads it', async () => {
    const me = await signUpCandidate(page);
    const boot = await (await page.request.get('/api/pcsx/boot')).json();
    const edit = (body: object) =>
      page.request.post('/api/pcsx/profile_edit', {
        data: body,
        headers: { 'x-csrf-token': boot.data.csrfToken as string },
      });
    await edit({ op_section: 'headline', operation: 'update', op_data: { value: 'Platform engineer' } });
    await edit({ op_section: 'skills', operation: 'add', op_data: { value: { name: 'Kubernetes' } } });
    await edit({
      op_section: 'experience',
      operation: 'add',
      op_data: {
        value: { title: 'SRE', company: 'Acme', startMonth: '2020-01', endMonth: null, current: true },
      },
    });

    await page.goto('/careers/talent-network');
    const form = page.getByRole('form', { name: 'Join our talent network' });
    // The form starts from the profile's title; a signed-in candidate shares, and attaches no file.
    await expect
      .poll(() => form.getByRole('textbox', { name: 'Keywords' }).inputValue())
      .toBe('Platform engineer');
    expect(await form.locator('input[type=file]').count()).toBe(0);
    await form.getByRole('checkbox', { name: /Share my profile and current résumé/ }).check();
    await checkPage(page, 'talent-network-share-profile');
    await form.getByRole('button', { name: 'Join and get job alerts' }).click();
    await page.getByText(`We sent a link to ${me.email}.`, { exact: false }).waitFor();

    await page.request.post('/api/auth/logout', {
      headers: { 'x-csrf-token': boot.data.csrfToken as string },
    });
    await openAdminHome(page);
    await page.goto('/admin/talent-network');
    const row = page.getByRole('row').filter({ hasText: me.email });
    await row.getByRole('button', { name: `Profile of ${me.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Profile of ${me.email}` });
    const summary = dialog.getByTestId('member-profile');
    await summary.getByText('Platform engineer').waitFor();
    const text = await summary.innerText();
    expect(text).toContain(me.name);
    expect(text).toContain('Kubernetes');
    expect(text).toContain('SRE, Acme');
    expect(text).toContain('2020-01 – Present');
    await checkPage(page, 'admin-talent-network-profile');
  });
});
