import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BrowserSelect } from '../../../components/browser-select.tsx';
import { useOfferedLocales } from '../hooks/use-offered-locales.ts';
import { useSwitchLocale } from '../hooks/use-switch-locale.ts';

/**
 * The footer's language switcher: the browser's own select, labelled, which every keyboard and
 * screen reader already knows. Only the languages the company's site offers are listed;
 * nothing shows while it offers only one.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const locales = useOfferedLocales();
  if (locales.length < 2) return null;
  return (
    <BrowserSelect
      label={t('shell.language')}
      size="xs"
      w={200}
      leftSection={<IconLanguage size={16} aria-hidden />}
      value={i18n.language}
      onChange={(event) => void switchLocale(event.currentTarget.value)}
    >
      {locales.map((locale) => (
        <option key={locale.code} value={locale.code} lang={locale.code}>
          {locale.nativeName}
        </option>
      ))}
    </BrowserSelect>
  );
}
