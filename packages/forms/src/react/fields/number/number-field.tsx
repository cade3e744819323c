import { TextInput } from '@mantine/core';
import { digitsOnly } from '../../../core/format.ts';
import type { FieldProps } from '../../field-props.ts';
import { inputProps } from '../text/text-field.tsx';

/** §5: the number type accepts digits only; anything else is dropped as it is typed. */
export function NumberField(props: FieldProps) {
  return (
    <TextInput
      {...inputProps(props)}
      value={String(props.field.value ?? '')}
      inputMode="numeric"
      onChange={(e) => props.field.onChange(digitsOnly(e.currentTarget.value))}
    />
  );
}
