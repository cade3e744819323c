import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isOutsideBounds, parseIsoDate, resolveDateBound, toIsoDate } from '../../../core/dates.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';
import { inputProps } from '../text/text-field.tsx';

/**
 * The browser's own date input: accessible, keyboard-friendly and localised on every device.
 * §5 enableFrom/enableUntil become min/max (a number is days from today); a typed date the
 * browser cannot read arrives empty, so it is cleared. A typed date outside the bounds (the
 * browser lets one through min/max) is cleared when the field is left, and the field says why.
 */
export function DateField(props: FieldProps) {
  const { ui } = useFormTexts();
  const o = props.item.dateOptions;
  const now = new Date();
  const from = resolveDateBound(o?.enableFrom, now);
  const until = resolveDateBound(o?.enableUntil, now);
  const time = o?.picker === 'time';
  const type = time ? 'time' : o?.picker === 'month' ? 'month' : 'date';
  const [cleared, setCleared] = useState<string | undefined>();
  const base = inputProps(props);
  const noteId = `${props.inputId}-cleared`;
  const onBlur = () => {
    const typed = props.field.value;
    // Whole days only: a month picker's value names no day to compare with a day bound.
    const date = typeof typed === 'string' && type === 'date' ? parseIsoDate(typed) : undefined;
    if (date && isOutsideBounds(date, o, now)) {
      setCleared(new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(date));
      props.field.onChange('');
    }
    base.onBlur();
  };
  const note = cleared ? (
    <Text id={noteId} size="sm" c="dimmed" role="status" mt={4}>
      {ui('dateCleared', { date: cleared })}
    </Text>
  ) : null;
  return (
    <>
      <TextInput
        {...base}
        // After the error and help ids the controller sets (see use-described-by.ts).
        data-describedby-extra={cleared ? noteId : undefined}
        onBlur={onBlur}
        type={type}
        min={from && !time ? toIsoDate(from) : undefined}
        max={until && !time ? toIsoDate(until) : undefined}
        placeholder={o?.placeholder ?? ui(time ? 'timePlaceholder' : 'datePlaceholder')}
        readOnly={props.readOnly || !!o?.readonly}
        onChange={(e) => {
          setCleared(undefined);
          props.field.onChange(e.currentTarget.value);
        }}
      />
      {note}
    </>
  );
}
