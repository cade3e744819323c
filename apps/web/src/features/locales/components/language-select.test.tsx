import { uiLocales } from '@opencareers/contracts/ui-locales';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await changeLocale('en');
  window.localStorage.clear();
});

describe('the language switchers (issue 21)', () => {
  it('offer the languages with a translation file, at least forty, each named in its own language', async () => {
    renderApp('/careers', makeBoot());
    const select = await screen.findByRole('combobox', { name: 'Language' });
    const options = within(select).getAllByRole('option');
    // The registry's locales that have a file (locale-files.test.ts holds the registry to the
    // files), in its order. Read, not copied: languages are added by several branches at once.
    const offered = uiLocales
      .filter((l) => l.status !== 'planned')
      .map((l) => [l.code, l.nativeName, l.code]);
    expect(options.map((o) => [o.getAttribute('value'), o.textContent, o.getAttribute('lang')])).toEqual(
      offered,
    );
    expect(offered).toEqual(
      expect.arrayContaining([
        ['en', 'English', 'en'],
        ['de', 'Deutsch', 'de'],
        ['ar', 'العربية', 'ar'],
      ]),
    );
    // Issue 21: at least forty languages on offer (a `planned` one, without a file, never is).
    expect(offered.length).toBeGreaterThanOrEqual(40);
  });

  it('offer only the languages the company chose, in the registry’s order', async () => {
    renderApp('/careers', makeBoot({ config: { locale: { offered: ['de', 'fr'], default: 'de' } } }));
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['fr', 'de']);
  });

  it('switch the page, its lang and dir, and remember the choice on this device', async () => {
    const { queryClient } = renderApp('/careers', makeBoot());
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ar');
    await within(screen.getByRole('banner')).findByRole('button', { name: 'تسجيل الدخول' });
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(window.localStorage.getItem('oc-locale')).toBe('ar');
    // The switch fetches the page's data again in the new language. On a loaded machine the
    // redraw that follows can close a menu opened just before it and lose the click, so: let the
    // fetches settle, then open the menu and pick German until the page is German (at most 5
    // tries; aria-expanded keeps a click from closing a menu that did open).
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const german = () =>
      within(screen.getByRole('banner')).findByRole('button', { name: 'Anmelden' }, { timeout: 3_000 });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const button = screen.queryByRole('button', { name: 'اللغة: العربية' });
      if (!button) break;
      if (button.getAttribute('aria-expanded') !== 'true') await userEvent.click(button);
      const item = await screen
        .findByRole('menuitem', { name: 'Deutsch' }, { timeout: 3_000 })
        .catch(() => null);
      if (item) await userEvent.click(item);
      if (await german().catch(() => null)) break;
    }
    await within(screen.getByRole('banner')).findByRole('button', { name: 'Anmelden' });
    expect(document.documentElement.dir).toBe('ltr');
    expect(window.localStorage.getItem('oc-locale')).toBe('de');
  });
});
