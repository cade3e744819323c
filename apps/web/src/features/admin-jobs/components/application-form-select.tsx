import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAdminForms } from '../../forms/index.ts';

/** Mantine's Select wants a value for every option: this one stands for "no form of its own". */
const standard = 'standard';

/** Which of the company's forms this job's candidates fill in (forms are made under Manage forms). */
export function ApplicationFormSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (formId: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const forms = useAdminForms();
  const data = [
    { value: standard, label: t('adminJobs.form.standardForm') },
    ...(forms.data ?? []).map((f) => ({ value: f.id, label: f.title })),
  ];
  // A chosen form shows by its id until the list arrives, never as a blank field.
  if (value && !data.some((d) => d.value === value)) data.push({ value, label: t('common.loading') });
  return (
    <Select
      label={t('adminJobs.form.applicationForm')}
      description={t('adminJobs.form.applicationFormHelp')}
      data={data}
      value={value || standard}
      allowDeselect={false}
      searchable
      onChange={(v) => onChange(!v || v === standard ? '' : v)}
      error={error ?? (forms.isError ? t('adminJobs.form.formsLoadFailed') : undefined)}
      w={{ base: '100%', sm: 420 }}
    />
  );
}
