import type { BootData } from '@opencareers/contracts/boot';
import { localePaths } from '@opencareers/contracts/locales-paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { bootQueryKey } from '../../../lib/boot/boot-query.ts';

/** Saves the signed-in user's UI language on the account (docs/i18n.md). */
export const saveLocale = async (locale: string | null): Promise<string | null> =>
  (
    await apiRequest(localePaths.myLocale, {
      method: 'PUT',
      json: { locale },
      schema: () => import('@opencareers/contracts/locales').then((m) => m.savedLocaleResponseSchema),
    })
  ).data.locale;

export function useSaveLocale() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLocale,
    // Boot carries the saved choice; keep it in step so a later boot-driven pick agrees.
    onSuccess: (locale) =>
      client.setQueryData<BootData>(bootQueryKey, (boot) =>
        boot ? { ...boot, user: { ...boot.user, locale } } : boot,
      ),
  });
}
