import { Box, Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { type CSSProperties, cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { useLazyDropdown } from '../../../lib/overlays/use-overlay-mount.ts';
import { useOfferedLocales } from '../hooks/use-offered-locales.ts';
import { useSwitchLocale } from '../hooks/use-switch-locale.ts';

/**
 * The header's language switcher: a menu of the languages the company's site offers, each named
 * in its own language (and marked with its `lang`, so a screen reader pronounces it right).
 * Mantine's Menu gives the keyboard behaviour (arrows, Home/End, Escape returns focus).
 * Nothing shows while the site offers one language.
 */
export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const switchLocale = useSwitchLocale();
  const locales = useOfferedLocales();
  const hydrated = useHydrated();
  const dropdown = useLazyDropdown();
  if (locales.length < 2) return null;
  const current = locales.find((l) => l.code === i18n.language) ?? locales[0]!;
  const button = (
    <Button
      variant="subtle"
      color="gray"
      // The page's text colour (the subtle variant's own grey is too faint beside white),
      // as a variable: a company's navbar colours (theme-css.ts) must still win over it.
      style={{ '--button-color': 'var(--mantine-color-text)' } as CSSProperties}
      size="sm"
      px={8}
      leftSection={<IconLanguage size={20} aria-hidden />}
      aria-label={t('shell.languageMenu', { language: current.nativeName })}
    >
      {/* Icon only on phones, where the brand needs the room. */}
      <Box component="span" lang={current.code} visibleFrom="sm">
        {current.code.split('-')[0]?.toUpperCase()}
      </Box>
    </Button>
  );
  // Until hydrated, the same button without the Menu: a Menu's target sets state as soon as it
  // is attached, a synchronous re-render inside hydration's long task (issue 17; the search
  // page's filter-popover.tsx does the same). A click on it opens the menu all the same.
  if (!hydrated && !dropdown.mounted)
    return cloneElement(button, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: () => dropdown.onChange(true),
    });
  return (
    <Menu position="bottom-end" shadow="md" width={220} opened={dropdown.opened} onChange={dropdown.onChange}>
      <Menu.Target>{button}</Menu.Target>
      {dropdown.mounted ? (
        <Menu.Dropdown>
          <Menu.Label>{t('shell.language')}</Menu.Label>
          {locales.map((locale) => (
            <Menu.Item
              key={locale.code}
              lang={locale.code}
              dir={locale.direction}
              aria-current={locale.code === current.code ? 'true' : undefined}
              leftSection={
                locale.code === current.code ? (
                  <IconCheck size={16} aria-hidden />
                ) : (
                  <span style={{ width: 16 }} />
                )
              }
              onClick={() => void switchLocale(locale.code)}
            >
              {locale.nativeName}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      ) : null}
    </Menu>
  );
}
