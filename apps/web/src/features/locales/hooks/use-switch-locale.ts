import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { bootQueryKey } from '../../../lib/boot/boot-query.ts';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { writeDeviceLocale } from '../../../lib/i18n/device-locale.ts';
import { changeLocale } from '../../../lib/i18n/i18n.ts';
import { useSaveLocale } from '../api/save-locale.ts';

/**
 * What the language switcher does: shows the app in the chosen language, remembers it on this
 * device and, for a signed-in user, on the account. An `hl` in the address would outrank the
 * choice on the next load, so it leaves the address (without a navigation). What the server
 * worded for the page (places such as "Remote (Germany)") is fetched again in the new language;
 * boot is not, since it would carry the old saved choice until the save lands.
 */
export function useSwitchLocale(): (locale: string) => Promise<void> {
  const { user } = useBoot();
  const save = useSaveLocale();
  const client = useQueryClient();
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
      void client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== bootQueryKey[0] });
    },
    [user.isLoggedIn, user.locale, save, client],
  );
}
