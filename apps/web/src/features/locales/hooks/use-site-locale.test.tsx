import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { availableLocales, changeLocale, i18n, setSiteLocales } from '../../../lib/i18n/i18n.ts';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { useSiteLocale } from './use-site-locale.ts';

afterEach(async () => {
  setSiteLocales({ offered: availableLocales, fallback: 'en' });
  await changeLocale('en');
  window.history.replaceState(null, '', '/');
});

// jsdom's browser asks for en-US.
const germanAndFrench = makeBoot({ config: { locale: { offered: ['fr', 'de'], default: 'de' } } });

describe('useSiteLocale (a company’s languages, issue 21 item 5)', () => {
  it('shows the company’s default when the browser’s language is not offered', async () => {
    const { result } = renderHook(() => useSiteLocale(germanAndFrench));
    await waitFor(() => expect(result.current).toBe(true));
    expect(i18n.language).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('gives the default for an hl the site does not offer, and the language for one it does', async () => {
    window.history.replaceState(null, '', '/careers?hl=ja');
    const first = renderHook(() => useSiteLocale(germanAndFrench));
    await waitFor(() => expect(i18n.language).toBe('de'));
    first.unmount();
    window.history.replaceState(null, '', '/careers?hl=fr');
    renderHook(() => useSiteLocale(germanAndFrench));
    await waitFor(() => expect(i18n.language).toBe('fr'));
  });

  it('changes nothing for a site that offers every language', async () => {
    const { result } = renderHook(() => useSiteLocale(makeBoot()));
    expect(result.current).toBe(true);
    expect(i18n.language).toBe('en');
  });

  it('keeps the app on screen when the switcher changes the language before the choice is saved', async () => {
    const saved = makeBoot({ loggedIn: true, locale: 'en' });
    const { result, rerender } = renderHook(() => useSiteLocale(saved));
    expect(result.current).toBe(true);
    // The switcher's change; boot still carries the account's English.
    await changeLocale('ar');
    rerender();
    expect(result.current).toBe(true);
    expect(i18n.language).toBe('ar');
  });
});
