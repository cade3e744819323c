import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { setRangeDate, toggleCurrent } from '../../../core/state/date-range-state.ts';
import type { DateRangeValue } from '../../../core/values.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';

/** "MM/YYYY" as typed ⇄ "YYYY-MM" as stored; a slash is added after the month. */
const toDisplay = (iso: string | null | undefined) => {
  const m = /^(\d{4})-(\d{2})$/.exec(iso ?? '');
  return m ? `${m[2]}/${m[1]}` : (iso ?? '');
};
const fromDisplay = (text: string) => {
  const m = /^(\d{2})\/(\d{4})$/.exec(text);
  return m ? `${m[2]}-${m[1]}` : text;
};
const maskMonth = (text: string) => {
  const digits = text.replace(/\D/g, '').slice(0, 6);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * §3/§4 date range: start and end (month by default, MM/YYYY), and "I'm currently in this
 * role." which sets the end to now and disables the end input.
 */
export function DateRangeField({
  item,
  field,
  inputId,
  describedBy,
  invalid,
  disabled,
  readOnly,
}: FieldProps) {
  const { ui } = useFormTexts();
  const o = item.dateRangeOptions;
  const month = (o?.picker ?? 'month') === 'month';
  const value = (field.value as DateRangeValue | null) ?? null;
  const [typed, setTyped] = useState<{ start?: string; end?: string }>({});
  const shown = (which: 'startDate' | 'endDate', key: 'start' | 'end') =>
    typed[key] ?? (month ? toDisplay(value?.[which]) : (value?.[which] ?? ''));

  const change = (which: 'startDate' | 'endDate', key: 'start' | 'end', raw: string) => {
    const text = month ? maskMonth(raw) : raw;
    setTyped((t) => ({ ...t, [key]: text }));
    const next = setRangeDate(value, which, text ? (month ? fromDisplay(text) : text) : null);
    if (!next) setTyped({});
    field.onChange(next);
  };
  const common = {
    error: invalid,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    readOnly,
    type: month ? 'text' : 'date',
    inputMode: month ? ('numeric' as const) : undefined,
    onBlur: field.onBlur,
  };
  const startLabel = o?.placeholders?.start ?? ui('rangeStart');
  const endLabel = o?.placeholders?.end ?? ui('rangeEnd');
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        <TextInput
          {...common}
          id={inputId}
          ref={field.ref}
          aria-label={startLabel}
          placeholder={month ? startLabel : undefined}
          disabled={disabled}
          value={shown('startDate', 'start')}
          onChange={(e) => change('startDate', 'start', e.currentTarget.value)}
        />
        <TextInput
          {...common}
          aria-label={endLabel}
          placeholder={month ? endLabel : undefined}
          disabled={disabled || !!value?.isCurrent}
          value={
            value?.isCurrent
              ? month
                ? toDisplay(value.endDate)
                : (value.endDate ?? '')
              : shown('endDate', 'end')
          }
          onChange={(e) => change('endDate', 'end', e.currentTarget.value)}
        />
      </SimpleGrid>
      {o?.showCurrentCheck ? (
        <Checkbox
          label={o.currentCheckboxPlaceholder ?? ui('rangeCurrent')}
          checked={!!value?.isCurrent}
          disabled={disabled || readOnly}
          onChange={(e) => {
            const next = toggleCurrent(value, e.currentTarget.checked, new Date(), month ? 'month' : 'date');
            setTyped({});
            field.onChange(next);
          }}
          onBlur={field.onBlur}
        />
      ) : null}
    </Stack>
  );
}
