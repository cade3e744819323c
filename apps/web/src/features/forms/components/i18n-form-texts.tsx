import { interpolate } from '@opencareers/forms/core/messages';
import { FormTextsProvider } from '@opencareers/forms/react/form-texts';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The toolkit's words through i18next: `forms.ui.*` and `forms.messages.*` in the locale files.
 * The toolkit's `%(name)s` placeholders are filled after translation (i18next uses {{ }}).
 */
export function I18nFormTexts({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const texts = useMemo(
    () => ({
      ui: (key: string, params?: Record<string, string | number>) =>
        interpolate(t(`forms.ui.${key}` as never, { defaultValue: key }) as string, params),
      message: (key: string, params: Record<string, string | number>, fallback: string) =>
        i18n.exists(`forms.messages.${key}`)
          ? interpolate(t(`forms.messages.${key}` as never) as string, params)
          : fallback,
    }),
    [t, i18n],
  );
  return <FormTextsProvider texts={texts}>{children}</FormTextsProvider>;
}
