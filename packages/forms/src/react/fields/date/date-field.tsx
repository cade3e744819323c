import { TextInput } from '@mantine/core';
import { resolveDateBound, toIsoDate } from '../../../core/dates.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';
import { inputProps } from '../text/text-field.tsx';

/**
 * The browser's own date input: accessible, keyboard-friendly and localised on every device.
 * §5 enableFrom/enableUntil become min/max (a number is days from today); a typed date the
 * browser cannot read arrives empty, so it is cleared.
 */
export function DateField(props: FieldProps) {
  const { ui } = useFormTexts();
  const o = props.item.dateOptions;
  const now = new Date();
  const from = resolveDateBound(o?.enableFrom, now);
  const until = resolveDateBound(o?.enableUntil, now);
  const time = o?.picker === 'time';
  return (
    <TextInput
      {...inputProps(props)}
      type={time ? 'time' : o?.picker === 'month' ? 'month' : 'date'}
      min={from && !time ? toIsoDate(from) : undefined}
      max={until && !time ? toIsoDate(until) : undefined}
      placeholder={o?.placeholder ?? ui(time ? 'timePlaceholder' : 'datePlaceholder')}
      readOnly={props.readOnly || !!o?.readonly}
      onChange={(e) => props.field.onChange(e.currentTarget.value)}
    />
  );
}
