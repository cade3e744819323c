import { Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  /** 'YYYY-MM' or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

const split = (value: string | null) => {
  const [year = '', month = ''] = value?.split('-') ?? [];
  return { year, month };
};

/**
 * A month as a month list and a year box: works the same in every browser (Firefox and Safari
 * have no month picker) and by keyboard. Gives 'YYYY-MM' once both parts are there, else null.
 */
export function MonthInput({ label, value, onChange, onBlur, error, disabled }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [parts, setParts] = useState(() => split(value));
  const months = Array.from({ length: 12 }, (_, i) => ({
    value: String(i + 1).padStart(2, '0'),
    label: new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, i, 1)),
    ),
  }));
  const update = (next: { year: string; month: string }) => {
    setParts(next);
    onChange(/^\d{4}$/.test(next.year) && next.month ? `${next.year}-${next.month}` : null);
  };
  return (
    <fieldset
      style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Text component="legend" size="sm" fw={500} p={0} mb={4}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <NativeSelect
          aria-label={t('profile.dates.month', { label })}
          data={[{ value: '', label: t('profile.dates.monthPlaceholder') }, ...months]}
          value={parts.month}
          disabled={disabled}
          error={!!error}
          onChange={(e) => update({ ...parts, month: e.currentTarget.value })}
          onBlur={onBlur}
          style={{ flex: 3 }}
        />
        <TextInput
          aria-label={t('profile.dates.year', { label })}
          placeholder={t('profile.dates.yearPlaceholder')}
          inputMode="numeric"
          maxLength={4}
          value={parts.year}
          disabled={disabled}
          error={!!error}
          onChange={(e) => update({ ...parts, year: e.currentTarget.value.replace(/\D/g, '') })}
          onBlur={onBlur}
          style={{ flex: 2 }}
        />
      </Group>
      {error ? (
        <Text id={`${id}-error`} size="xs" c="red.8" mt={4}>
          {error}
        </Text>
      ) : null}
    </fieldset>
  );
}
