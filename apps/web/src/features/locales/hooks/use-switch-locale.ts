import { useCallback } from 'react';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { writeDeviceLocale } from '../../../lib/i18n/device-locale.ts';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { useSaveLocale } from '../api/save-locale.ts';

/**
 * What the language switcher does: shows the app in the chosen language, remembers it on this
 * device and, for a signed-in user, on the account. An `hl` in the address would outrank the
 * choice on the next load, so it leaves the address (without a navigation).
 */
export function useSwitchLocale(): (locale: string) => Promise<void> {
  const { user } = useBoot();
  const save = useSaveLocale();
  return useCallback(
    async (locale: string) => {
      const shown = await changeLocale(locale);
      writeDeviceLocale(shown);
      const url = new URL(window.location.href);
      if (url.searchParams.has('hl')) {
        url.searchParams.delete('hl');
        window.history.replaceState(window.history.state, '', url);
      }
      if (user.isLoggedIn && user.locale !== shown) save.mutate(shown);
    },
    [user.isLoggedIn, user.locale, save],
  );
}
