import { Checkbox } from '@mantine/core';
import { isRequired } from '../../../core/validate-field.ts';
import type { FieldProps } from '../../field-props.ts';

/** One checkbox whose own label is the question; the value is true or false. */
export function CheckboxItemField({
  item,
  field,
  inputId,
  describedBy,
  invalid,
  disabled,
  readOnly,
}: FieldProps) {
  return (
    <Checkbox
      id={inputId}
      ref={field.ref}
      name={field.name}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={
        <>
          {item.label ?? item.ariaLabel}
          {isRequired(item) ? (
            <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)' }}>
              {' *'}
            </span>
          ) : null}
        </>
      }
      error={invalid}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={isRequired(item) || undefined}
      disabled={disabled || readOnly}
    />
  );
}
