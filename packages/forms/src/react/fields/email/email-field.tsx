import { TextInput } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';
import { inputProps } from '../text/text-field.tsx';

export function EmailField(props: FieldProps) {
  return (
    <TextInput
      {...inputProps(props)}
      type="email"
      autoComplete="email"
      inputMode="email"
      onChange={(e) => props.field.onChange(e.currentTarget.value)}
    />
  );
}
