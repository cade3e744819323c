import { Checkbox } from '@mantine/core';
import { isRequired } from '../../../core/validate-field.ts';
import type { FieldProps } from '../../field-props.ts';

/**
 * Checkboxes keep nearly square corners even when a tenant rounds everything (radius xl): a
 * round checkbox on a phone is read as a radio button, "choose one" instead of "choose any".
 */
export const checkboxRadius = 'xs';

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
      radius={checkboxRadius}
      checked={field.value === true}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={
        <>
          {/* The author's text keeps its own direction on a right-to-left page. */}
          <bdi>{item.label ?? item.ariaLabel}</bdi>
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
