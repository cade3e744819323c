import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminPositions } from '../api/admin-directory.ts';

interface Props {
  label: string;
  value: string | null;
  /** The chosen id, and its label (title · place) for a list of chosen positions. */
  onChange: (id: string | null, label?: string) => void;
  error?: string;
  /** A filter is optional; a form's position is not (the default). */
  required?: boolean;
}

/** An open position, found by typing part of its title (the server searches; thousands of jobs fit). */
export function PositionPicker({ label, value, onChange, error, required = true }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(null);
  const found = useAdminPositions(term);
  const options = (found.data ?? []).map((p) => ({
    value: p.id,
    label: p.location ? `${p.title} · ${p.location}` : p.title,
  }));
  // Keep the chosen position among the options so its label stays while the search changes.
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;
  return (
    <Select
      label={label}
      placeholder={t('adminDirectory.positionPlaceholder')}
      searchable
      required={required}
      clearable={!required}
      value={value}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the text; do not filter its answer a second time.
      filter={({ options: all }) => all}
      nothingFoundMessage={found.isFetching ? t('common.loading') : t('adminDirectory.positionNothing')}
      onChange={(id, option) => {
        setChosen(option ?? null);
        onChange(id, option?.label);
      }}
      error={error}
    />
  );
}
