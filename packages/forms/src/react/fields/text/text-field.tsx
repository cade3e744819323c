import { TextInput } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';

/** Shared by the text-like fields: §4 text is trimmed on blur. */
export function inputProps({ field, inputId, describedBy, invalid, disabled, readOnly, item }: FieldProps) {
  return {
    id: inputId,
    name: field.name,
    ref: field.ref,
    value: (field.value as string | undefined) ?? '',
    onBlur: () => {
      if (typeof field.value === 'string' && field.value !== field.value.trim())
        field.onChange(field.value.trim());
      field.onBlur();
    },
    error: invalid,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-label': item.label ? undefined : item.ariaLabel,
    'aria-required': !!item.required || undefined,
    disabled,
    readOnly,
  };
}

export function TextField(props: FieldProps) {
  return <TextInput {...inputProps(props)} onChange={(e) => props.field.onChange(e.currentTarget.value)} />;
}
