import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInterviewPositions } from './admin-interviews-api.ts';

interface Props {
  value: string | null;
  onChange: (id: string | null) => void;
  error?: string;
}

/** An open position, found by typing part of its title (the server searches; thousands of jobs fit). */
export function PositionPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useInterviewPositions(term);
  const options = (found.data ?? []).map((p) => ({
    value: p.id,
    label: p.location ? `${p.title} · ${p.location}` : p.title,
  }));
  // Keep the chosen position among the options so its label stays while the search changes.
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={t('interviews.admin.position')}
      placeholder={t('interviews.admin.positionPlaceholder')}
      searchable
      required
      value={value}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text; do not filter its answer a second time.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('interviews.admin.positionNothing')}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id);
      }}
      error={error}
    />
  );
}
