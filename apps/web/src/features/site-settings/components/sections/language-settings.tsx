import { MultiSelect, Select } from '@mantine/core';
import { uiLocales } from '@opencareers/contracts/ui-locales';
import { useTranslation } from 'react-i18next';
import { getPath } from '../../logic/config-paths.ts';
import { errorFor, useSettingsForm } from '../settings-form-context.ts';

/** Languages with a translation, named in their own language (the registry's order). */
const languages = uiLocales
  .filter((l) => l.status !== 'planned')
  .map((l) => ({ value: l.code, label: l.nativeName }));

/**
 * Which languages the company's site offers and its default (issue 21 item 5, docs/i18n.md).
 * Choosing languages that leave out the default moves the default to the first one chosen,
 * so the pair is never refused for a default the site no longer offers.
 */
export function LanguageSettings() {
  const { t } = useTranslation();
  const { config, set, errors } = useSettingsForm();
  const offered = (getPath(config, 'locale.offered') as string[] | undefined) ?? [];
  const fallback = (getPath(config, 'locale.default') as string | undefined) ?? 'en';
  const onOffered = (next: string[]) => {
    set('locale.offered', next);
    const first = languages.find((l) => next.includes(l.value))?.value;
    if (first && !next.includes(fallback)) set('locale.default', first);
  };
  return (
    <>
      <MultiSelect
        label={t('siteSettings.brand.offeredLocales')}
        description={t('siteSettings.brand.offeredLocalesHelp')}
        data={languages}
        value={offered}
        onChange={onOffered}
        searchable
        error={errorFor(errors, 'locale.offered')}
      />
      <Select
        label={t('siteSettings.brand.locale')}
        data={offered.length > 0 ? languages.filter((l) => offered.includes(l.value)) : languages}
        value={fallback}
        onChange={(v) => v && set('locale.default', v)}
        allowDeselect={false}
        searchable
        error={errorFor(errors, 'locale.default')}
      />
    </>
  );
}
