import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminHome, searchCount } from '../admin/admin-session.ts';
import { checkPage, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

// A word no demo job has, so a search finds exactly the jobs imported here.
const word = 'Quokkaherder';
const cities = ['Berlin,DE', 'Lisbon,PT', 'Austin,US', 'Lyon,FR'];

/** 200 jobs; "Posting Ref" is a header the mapping cannot guess, so the admin maps it. */
function csv(): Buffer {
  const lines = ['Posting Ref,Job Title,Department,Employment Type,Level,Workplace,Description,City,Country'];
  for (let i = 0; i < 200; i++)
    lines.push(
      `E2E-${i},${word} ${i},Operations,Full-time,Senior,Hybrid,"<p>Herd the quokkas, number ${i}.</p>",${cities[i % cities.length]}`,
    );
  // Two bad rows, refused with their line and field; the others still come in.
  lines.push('E2E-bad-1,,Operations,Full-time,Senior,Hybrid,<p>x</p>,Berlin,DE');
  lines.push('E2E-bad-2,Bad level,Operations,Full-time,Galactic,Hybrid,<p>x</p>,Berlin,DE');
  return Buffer.from(lines.join('\n'));
}

describe('job import in the admin console', () => {
  it('imports a CSV of 200 jobs with a column mapping and a dry run; candidates find them', async () => {
    await openAdminHome(page);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Import jobs' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Import jobs' }).waitFor();
    await checkPage(page, 'admin-import-empty');

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'jobs.csv', mimeType: 'text/csv', buffer: csv() });
    await page.getByText('202 rows').waitFor();
    await page.getByRole('heading', { name: '2. Match the columns' }).waitFor();
    // The external id is not guessed: the check waits for it.
    await page.getByText('Choose a column for: External id').waitFor();
    expect(await page.getByRole('button', { name: 'Check the file (dry run)' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'External id' }).click();
    await page.getByRole('option', { name: 'Posting Ref' }).click();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Job Title');
    await checkPage(page, 'admin-import-mapping');

    await page.getByRole('button', { name: 'Check the file (dry run)' }).click();
    await page.getByTestId('report-created').getByText('200').waitFor();
    expect(await page.getByTestId('report-refused').textContent()).toBe('2');
    const errors = page.getByRole('table').filter({ hasText: 'Refused rows' });
    await errors.getByRole('row', { name: /202 E2E-bad-1 title/ }).waitFor();
    await errors.getByRole('row', { name: /203 E2E-bad-2 seniority/ }).waitFor();
    // Nothing was written by the dry run.
    expect(await searchCount(page, word)).toBe(0);
    await checkPage(page, 'admin-import-dry-run');

    await page.getByRole('button', { name: 'Import 200 jobs' }).click();
    await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
    await page
      .getByText('Import finished. Candidates see the jobs within a second.')
      .waitFor({ timeout: 60_000 });
    await checkPage(page, 'admin-import-done');

    // In candidate search (the index picks changes up on its next poll).
    await expect.poll(() => searchCount(page, word), { timeout: 15_000, interval: 100 }).toBe(200);
    await page.goto(`/careers?query=${word}`);
    await page.getByText('200 jobs', { exact: false }).first().waitFor();
    await page
      .getByRole('link', { name: new RegExp(`${word} \\d+`) })
      .first()
      .waitFor();
  });
});
