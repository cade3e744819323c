import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInThroughApi } from '../support/auth.ts';
import { checkPage, newContext, usePagePerTest } from '../support/browser.ts';

/*
 * A company chooses its site's languages (issue 21 item 5, docs/i18n.md), on a site of its
 * own (languages.example, made by the global setup): the admin offers German and French with
 * German as the default; a visitor whose browser asks for English gets German, sees only
 * those two in the switchers, and `?hl=` for a language not offered gives the default.
 */

let page: Page;
usePagePerTest((p) => {
  page = p;
});

const domain = 'languages.example';
const owner = { email: 'owner@languages.example', password: 'Languages-Owner-2026' };
const at = (path: string) => `${path}${path.includes('?') ? '&' : '?'}domain=${domain}`;
const htmlLangDir = (p: Page) =>
  p.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the languages a company offers', () => {
  it('an admin limits the site to two; a visitor sees only those, and an hl not offered gives the default', async () => {
    await logInThroughApi(page, owner, { domain });
    await page.goto(at('/admin/settings'));
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    await page.getByRole('textbox', { name: 'Languages the site offers' }).click();
    await page.getByRole('option', { name: 'Deutsch', exact: true }).click();
    await page.getByRole('option', { name: 'Français', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: 'Default language' }).click();
    await page.getByRole('option', { name: 'Deutsch', exact: true }).click();
    await checkPage(page, 'site-languages-settings');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('Published. Candidates see the change on their next page load.').waitFor();

    // A visitor whose browser asks for English (newContext), which the site no longer offers.
    const visitorContext = await newContext(page.context().browser()!);
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(at('/careers'));
      const header = visitor.getByRole('banner');
      await header.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(await htmlLangDir(visitor)).toEqual({ lang: 'de', dir: 'ltr' });
      const footerSelect = visitor.getByRole('combobox', { name: 'Sprache' });
      expect(
        await footerSelect.locator('option').evaluateAll((os) => os.map((o) => o.getAttribute('value'))),
      ).toEqual(['fr', 'de']);
      await header.getByRole('button', { name: 'Sprache: Deutsch' }).click();
      // The menu opens after the click resolves: wait for it before reading its items.
      await visitor.getByRole('menuitem').first().waitFor();
      expect(await visitor.getByRole('menuitem').allTextContents()).toEqual(['Français', 'Deutsch']);
      await visitor.keyboard.press('Escape');
      await checkPage(visitor, 'site-languages-careers-de');

      // Japanese is not offered: the company's default. French is.
      await visitor.goto(at('/careers?hl=ja'));
      await header.getByRole('button', { name: 'Anmelden' }).waitFor();
      expect(await htmlLangDir(visitor)).toEqual({ lang: 'de', dir: 'ltr' });
      await visitor.goto(at('/careers?hl=fr'));
      await header.getByRole('button', { name: 'Connexion' }).waitFor();
      expect(await htmlLangDir(visitor)).toEqual({ lang: 'fr', dir: 'ltr' });
    } finally {
      await visitorContext.close();
    }
  }, 300_000);
});
