import { TagsInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkillSuggestions } from '../api/admin-jobs-api.ts';

/** Skills from the taxonomy (suggested as the admin types), or typed freely. */
export function SkillsPicker({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 150);
  const suggestions = useSkillSuggestions(debounced);
  return (
    <TagsInput
      label={t('adminJobs.form.skills')}
      description={t('adminJobs.form.skillsHelp')}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      data={(suggestions.data ?? []).filter((s) => !value.includes(s))}
      maxTags={50}
      clearable
      error={error}
    />
  );
}
