import type { UiLocale } from '@opencareers/contracts/ui-locales';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { availableLocales } from '../../../lib/i18n/i18n.ts';
import { offeredLocales } from '../../../lib/i18n/locale-registry.ts';
import { siteLocales } from '../../../lib/i18n/site-locales.ts';

/** The languages the switchers list: the company's choice among those with a translation. */
export function useOfferedLocales(): UiLocale[] {
  const { config } = useBoot();
  return offeredLocales(siteLocales(config.locale, availableLocales).offered);
}
