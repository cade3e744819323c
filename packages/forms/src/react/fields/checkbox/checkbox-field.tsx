import { Checkbox, Group, Stack } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';

/** A group of checkboxes; the value is the list of ticked choice values. */
export function CheckboxField({
  item,
  field,
  describedBy,
  invalid,
  disabled,
  readOnly,
  inputId,
}: FieldProps) {
  const o = item.checkboxOptions;
  const value = ((field.value as unknown[]) ?? []).map(String);
  const choices = o?.choices ?? [];
  const Layout = o?.direction === 'horizontal' ? Group : Stack;
  return (
    <Checkbox.Group value={value} onChange={(next) => field.onChange(next)} aria-describedby={describedBy}>
      <Layout gap="sm" mt={4}>
        {choices.map((c, i) => (
          <Checkbox
            key={String(c.value)}
            id={i === 0 ? inputId : undefined}
            ref={i === 0 ? field.ref : undefined}
            value={String(c.value)}
            label={c.label}
            error={invalid}
            aria-invalid={invalid}
            disabled={disabled || readOnly}
            onBlur={field.onBlur}
          />
        ))}
      </Layout>
    </Checkbox.Group>
  );
}
