import { TextInput } from '@mantine/core';
import { formatSsn, socialNumberMaxLength } from '../../../core/format.ts';
import type { FieldProps } from '../../field-props.ts';
import { inputProps } from '../text/text-field.tsx';

/** §5: auto-formats 3-2-4 while typing, cut at 11 characters; never autofilled or remembered. */
export function SsnField(props: FieldProps) {
  return (
    <TextInput
      {...inputProps(props)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={socialNumberMaxLength}
      placeholder="XXX-XX-XXXX"
      onChange={(e) => props.field.onChange(formatSsn(e.currentTarget.value))}
    />
  );
}
