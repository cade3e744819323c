import type { BootUser } from '@opencareers/contracts/user';
import { useEffect, useState } from 'react';
import { availableLocales, changeLocale, i18n } from '../../../lib/i18n/i18n.ts';
import { pickLocale } from '../../../lib/i18n/pick-locale.ts';

/**
 * Applies the signed-in user's saved language once boot tells it (issue 21): it outranks the
 * device and the browser but not the page's `hl`. Answers false while that language's messages
 * load, so the app shows its skeleton rather than a flash of the other language.
 */
export function useSavedLocale(user: BootUser | undefined): boolean {
  const saved = user?.locale ?? null;
  const wanted =
    saved && !new URLSearchParams(window.location.search).get('hl')
      ? pickLocale([saved], availableLocales, i18n.language)
      : i18n.language;
  // The language last tried; a failed load (its chunk unreachable) leaves the current one shown.
  const [tried, setTried] = useState<string | null>(null);
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
  return !user || wanted === i18n.language || tried === wanted;
}
