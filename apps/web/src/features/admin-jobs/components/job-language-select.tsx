import { Select } from '@mantine/core';
import { uiLocales } from '@opencareers/contracts/ui-locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';

/** Mantine's Select reads an empty value as "nothing chosen": the default has a value of its own. */
const companyDefault = 'company-default';

interface JobLanguageSelectProps {
  /** A BCP 47 tag, or empty for the company's default language. */
  value: string;
  onChange: (language: string) => void;
  error?: string | undefined;
}

/**
 * The language a job is written in (issue 21 item 5): the site's languages, named in their own
 * language, plus a language an import brought that the site does not offer (kept, not lost).
 * Empty means the company's default, named in the first option.
 */
export function JobLanguageSelect({ value, onChange, error }: JobLanguageSelectProps) {
  const { t } = useTranslation();
  const { config } = useBoot();
  const data = useMemo(() => {
    const named = uiLocales.map((l) => ({ value: l.code, label: l.nativeName }));
    if (value && !named.some((l) => l.value === value)) {
      const name = new Intl.DisplayNames([value], { type: 'language', fallback: 'code' }).of(value);
      named.push({ value, label: name ?? value });
    }
    const fallback =
      uiLocales.find((l) => l.code === config.locale.default)?.nativeName ?? config.locale.default;
    return [
      { value: companyDefault, label: t('adminJobs.form.languageDefault', { language: fallback }) },
      ...named,
    ];
  }, [value, config.locale.default, t]);
  return (
    <Select
      label={t('adminJobs.form.language')}
      description={t('adminJobs.form.languageHelp')}
      data={data}
      value={value || companyDefault}
      allowDeselect={false}
      searchable
      onChange={(v) => onChange(!v || v === companyDefault ? '' : v)}
      error={error}
    />
  );
}
