import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openAdminHome } from '../admin/admin-session.ts';
import { checkPage, screenshot, usePagePerTest } from '../support/browser.ts';

let page: Page;
usePagePerTest((p) => {
  page = p;
});

/** A small valid PNG (the server decodes, checks and re-encodes it). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function chooseFile(button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button }).click(),
  ]);
  await chooser.setFiles(file);
}

const preview = () => page.frameLocator('[data-testid="settings-preview"]');

describe('site settings', () => {
  it('sets logo, colours, hero, a banner and the footer, previews them, publishes and rolls back', async () => {
    await openAdminHome(page);
    await page
      .getByRole('navigation', { name: 'Admin navigation' })
      .getByRole('link', { name: 'Site settings' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await checkPage(page, 'admin-settings');

    // Brand: logo and colour; an unreadable colour is refused with the reason.
    await chooseFile('Upload Logo', { name: 'logo.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Current Logo' }).waitFor();
    const colour = page.getByLabel('Brand colour');
    await colour.fill('#ffd500');
    // The field's error (its help text names the rule too).
    const colourError = page.locator('.mantine-ColorInput-error');
    await colourError.filter({ hasText: /contrast of .* with white/ }).waitFor();
    await colour.fill('#0a5c36');
    await colourError.waitFor({ state: 'detached' });

    // Pages and banners: a banner and a hero image on the careers home.
    await page.getByRole('tab', { name: 'Pages and banners' }).click();
    await page.getByLabel('Show a banner on this page').check({ force: true });
    await page.getByLabel('Banner text (plain text)').fill('We are hiring in Lisbon');
    await chooseFile('Upload Hero image', { name: 'hero.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: 'Current Hero image' }).waitFor();

    // Footer and legal.
    await page.getByRole('tab', { name: 'Footer and legal' }).click();
    await page
      .getByLabel('Footer (HTML)')
      .fill('<p>Northwind footer <a href="https://example.com/legal">Legal</a></p>');

    // The preview is the real site rendering the unsaved draft.
    await preview().getByText('We are hiring in Lisbon').waitFor();
    await preview().getByText('Northwind footer').waitFor();
    await preview().locator('img[src*="/api/site-images/"]').first().waitFor();
    await screenshot(page, 'admin-settings-preview');

    await page.getByRole('button', { name: 'Save draft' }).click();
    await page.getByText('Draft saved. The site is unchanged until you publish.').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published. Candidates see the change on their next page load.').waitFor();
    await page.getByTestId('version-2').waitFor();

    // The candidate site shows it.
    await page.goto('/careers');
    await page.getByText('We are hiring in Lisbon').waitFor();
    await page.getByText('Northwind footer').waitFor();
    await page.getByRole('banner').locator('img[src*="/api/site-images/"]').waitFor();
    await page.locator('[data-oc="hero-media"] img').first().waitFor();
    await checkPage(page, 'settings-published-careers');

    // Roll back to the version before: the banner is gone again.
    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await page.getByRole('button', { name: 'Yes, publish version 1 again' }).click();
    await page.getByText('Rolled back. The site shows the restored version.').waitFor();
    await page.goto('/careers');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByText('We are hiring in Lisbon').count()).toBe(0);
  }, 300_000);
});
