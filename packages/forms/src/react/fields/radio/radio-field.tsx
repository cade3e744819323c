import { Group, Radio, SegmentedControl, Stack } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';

/** Radio buttons; `toggle` shows them as a segmented switch (still radios to assistive tech). */
export function RadioField({ item, field, describedBy, invalid, disabled, readOnly, inputId }: FieldProps) {
  const o = item.radioOptions;
  const choices = o?.choices ?? [];
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  const pick = (v: string) => {
    const choice = choices.find((c) => String(c.value) === v);
    field.onChange(choice ? choice.value : v);
  };
  if (o?.toggle) {
    return (
      <SegmentedControl
        id={inputId}
        ref={field.ref}
        value={value}
        onChange={pick}
        data={choices.map((c) => ({ label: c.label, value: String(c.value) }))}
        disabled={disabled || readOnly}
        aria-describedby={describedBy}
        onBlur={field.onBlur}
      />
    );
  }
  const Layout = o?.direction === 'horizontal' ? Group : Stack;
  return (
    <Radio.Group value={value} onChange={pick} name={field.name} aria-describedby={describedBy}>
      <Layout gap="sm" mt={4}>
        {choices.map((c, i) => (
          <Radio
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
    </Radio.Group>
  );
}
