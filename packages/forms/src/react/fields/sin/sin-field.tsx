import { TextInput } from '@mantine/core';
import { formatSin, socialNumberMaxLength } from '../../../core/format.ts';
import type { FieldProps } from '../../field-props.ts';
import { inputProps } from '../text/text-field.tsx';

/** §5: auto-formats 3-3-3 while typing, cut at 11 characters; never autofilled or remembered. */
export function SinField(props: FieldProps) {
  return (
    <TextInput
      {...inputProps(props)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={socialNumberMaxLength}
      placeholder="XXX-XXX-XXX"
      onChange={(e) => props.field.onChange(formatSin(e.currentTarget.value))}
    />
  );
}
