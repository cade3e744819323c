import type { BootData } from '@opencareers/contracts/boot';
import { useEffect, useState } from 'react';
import { readDeviceLocale } from '../../../lib/i18n/device-locale.ts';
import { availableLocales, changeLocale, i18n, setSiteLocales } from '../../../lib/i18n/i18n.ts';
import { pickLocale, requestedLocales } from '../../../lib/i18n/pick-locale.ts';
import { siteLocales } from '../../../lib/i18n/site-locales.ts';

/**
 * Once boot answers, the language is picked again with what only boot knows (issue 21): the
 * signed-in user's saved choice, and the company's languages and default (the served page
 * carries those too, but a page not served by this server may not). Answers false while that
 * language's messages load, so the app shows its skeleton rather than a flash of another one.
 */
export function useSiteLocale(boot: BootData | undefined): boolean {
  let wanted = i18n.language;
  // On the server (server-render/) the page's language was picked before the render; the
  // browser's own signals (address, device, languages) are read here only.
  if (boot && typeof window !== 'undefined') {
    const site = siteLocales(boot.config.locale, availableLocales);
    setSiteLocales(site);
    wanted = pickLocale(
      requestedLocales({
        search: window.location.search,
        saved: boot.user.locale ?? null,
        device: readDeviceLocale(),
        browser: navigator.languages ?? [],
      }),
      site.offered,
      site.fallback,
    );
  }
  // The language last tried; a failed load (its chunk unreachable) leaves the current one shown.
  const [tried, setTried] = useState<string | null>(null);
  // Once the app is on screen it stays there. The switcher changes the language before its
  // choice reaches the device store or the account, and a render in between picks the old
  // language again: that must not swap the page for the skeleton (it did, until the account
  // saved the choice, and for good when that save failed).
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (wanted === i18n.language) return;
    let live = true;
    void changeLocale(wanted).finally(() => {
      if (live) setTried(wanted);
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  const ready = !boot || wanted === i18n.language || tried === wanted;
  if (boot && ready && !shown) setShown(true);
  return ready || shown;
}
