import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from '../admin/admin-session.ts';
import { logInThroughApi } from '../support/auth.ts';
import { checkPage, downloadedBytes, screenshot, usePagePerTest } from '../support/browser.ts';

/* The theme builder on a site of its own (theme.example, made by the global setup). */

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const domain = 'theme.example';
const owner = { email: 'owner@theme.example', password: 'Theme-Owner-2026' };
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${domain}`;
const preview = () => page.frameLocator('[data-testid="settings-preview"]');

const css = (locator: ReturnType<Page['locator']>, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** Chooses a file for the theme builder's import button. */
async function importFile(name: string, content: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: 'Import theme file' }).click(),
  ]);
  await chooser.setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}

async function exportedTheme() {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export published theme' }).click(),
  ]);
  return JSON.parse(Buffer.from(await downloadedBytes(download)).toString('utf8'));
}

/** The owner invites a theme builder; the invitee joins from the emailed link and lands on /admin. */
async function joinAsThemeBuilder(email: string) {
  await logInThroughApi(page, owner, { domain });
  await page.goto(at('/admin'));
  await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
  const invite = await apiCall(page, 'POST', at('/api/admin/team/invites'), { email, role: 'theme-builder' });
  expect(invite.status).toBe(201);
  let text = '';
  await expect
    .poll(async () => {
      const { body } = await apiCall(page, 'GET', at('/api/admin/notifications/outbox?limit=200'));
      text = body.data.mails.find((m: { to: string }) => m.to === email)?.text ?? '';
      return text;
    })
    .not.toBe('');
  const link = /\/careers\/accept-invite\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0];
  expect(link).toBeTruthy();

  await page.context().clearCookies();
  await page.goto(at(link!));
  await page.getByText(/invited to the .* careers site as Theme builder/).waitFor();
  await page.getByLabel('First name').fill('Tess');
  await page.getByLabel('Last name').fill('Builder');
  await page.getByLabel(/^Choose a password/).fill('a theme builder passphrase 2026');
  await page.getByRole('button', { name: 'Join the team' }).click();
  await page.waitForURL(/\/admin\?/);
}

/** A theme a designer might hand over: a dark navbar and banner, green buttons, round corners. */
const darkTheme = {
  format: 'opencareers-theme',
  formatVersion: 1,
  theme: {
    default: {},
    pcsx: {
      navbar: { background: '#1a1b1e', text: '#ffffff' },
      bannerHeader: { background: '#0b3d2e', text: '#ffffff' },
      buttons: { primary: { background: '#0b3d2e', text: '#ffffff' } },
      cards: { border: '#0b3d2e' },
      borderRadius: { base: 'lg' },
    },
  },
};

describe('theme builder', () => {
  it('a theme builder edits with live preview, exports, imports, publishes, and the careers site shows it', async () => {
    await joinAsThemeBuilder(`theme.builder.${Date.now()}@example.com`);
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
    await checkPage(page, 'theme-builder-home');
    await page.getByRole('link', { name: 'Open the theme builder' }).click();
    await page.getByRole('heading', { level: 1, name: 'Theme builder' }).waitFor();
    await preview().locator('[data-oc="navbar"]').waitFor();
    await checkPage(page, 'theme-builder');

    // Nothing published yet: the export holds the empty theme.
    const before = await exportedTheme();
    expect(before).toMatchObject({ format: 'opencareers-theme', formatVersion: 1 });
    expect(before.theme.pcsx.navbar).toEqual({});

    // Edits show in the preview before anything is saved.
    await page.getByRole('button', { name: 'Navbar', exact: true }).click();
    await page.getByLabel('Navbar background').fill('#0b3d2e');
    await page.getByLabel('Navbar text').fill('#2b2b2b');
    // Unreadable: the field says why, and publishing waits for a fix.
    const error = page
      .locator('.mantine-ColorInput-error')
      .filter({ hasText: /WCAG AA needs at least 4.5:1/ });
    await error.waitFor();
    await page.getByRole('button', { name: 'Publish theme' }).click();
    await page.getByText('Some colours are not valid or not readable; they are marked in red.').waitFor();
    await page.getByLabel('Navbar text').fill('#ffffff');
    await error.waitFor({ state: 'detached' });
    await page.getByText('Some colours are not valid or not readable').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Core properties' }).click(); // open by default: closes it
    await page.getByRole('button', { name: 'Border radius' }).click();
    await page.getByRole('textbox', { name: 'Default radius' }).click();
    await page.getByRole('option', { name: 'Extra large' }).click();
    const previewNavbar = preview().locator('[data-oc="navbar"]');
    await expect.poll(() => css(previewNavbar, 'background-color')).toBe('rgb(11, 61, 46)');
    await expect.poll(() => css(previewNavbar, 'color')).toBe('rgb(255, 255, 255)');
    await checkPage(page, 'theme-builder-edited');

    // A file that is not JSON, and JSON that is not a theme, are refused and change nothing.
    await importFile('notes.json', 'not json at all');
    await page.getByText('The file is not JSON.').waitFor();
    await importFile('wrong.json', JSON.stringify({ format: 'other', theme: { pcsx: { navbar: 'dark' } } }));
    const refusal = page.getByRole('alert').filter({ hasText: 'This theme file was refused' });
    await refusal.getByText(/^format: /).waitFor();
    await refusal.getByText(/^theme\.pcsx\.navbar: /).waitFor();
    // A theme whose text would be unreadable on the site is refused too, naming the colour.
    const unreadable = structuredClone(darkTheme);
    unreadable.theme.pcsx.bannerHeader.text = '#333333';
    await importFile('unreadable.json', JSON.stringify(unreadable));
    await refusal.getByText(/theme\.pcsx\.bannerHeader\.text: Text #333333 on #0b3d2e/).waitFor();
    await checkPage(page, 'theme-builder-import-refused');
    await expect.poll(() => css(previewNavbar, 'background-color')).toBe('rgb(11, 61, 46)');

    // A good file replaces the draft; the preview shows it; publishing makes it the site's.
    await importFile('dark.json', JSON.stringify(darkTheme));
    await page.getByText('Theme file loaded: check the preview, then publish.').waitFor();
    await expect(refusal.count()).resolves.toBe(0);
    await expect.poll(() => css(previewNavbar, 'background-color')).toBe('rgb(26, 27, 30)');
    await screenshot(page, 'theme-builder-imported');
    await page.getByRole('button', { name: 'Publish theme' }).click();
    await page.getByText('Theme published').first().waitFor();
    const after = await exportedTheme();
    expect(after.theme.pcsx).toMatchObject(darkTheme.theme.pcsx);

    // The careers site shows the published theme, readable at every width, logged in or not.
    await page.goto(at('/careers'));
    const navbar = page.locator('[data-oc="navbar"]').first();
    await expect.poll(() => css(navbar, 'background-color')).toBe('rgb(26, 27, 30)');
    await page.getByRole('button', { name: /^Account menu for Tess Builder/ }).waitFor();
    // The theme's primary buttons, over the colours Mantine writes on each button.
    const search = page.getByRole('button', { name: 'Search', exact: true }).first();
    await expect.poll(() => css(search, 'background-color')).toBe('rgb(11, 61, 46)');
    await checkPage(page, 'theme-careers-signed-in');
    await page.goto(at('/careers/search?query=engineer'));
    await checkPage(page, 'theme-careers-search');
    await page.context().clearCookies();
    await page.goto(at('/careers'));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await expect.poll(() => css(navbar, 'background-color')).toBe('rgb(26, 27, 30)');
    await checkPage(page, 'theme-careers-visitor');
  }, 300_000);
});
