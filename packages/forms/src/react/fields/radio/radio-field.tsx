import { Radio, SegmentedControl } from '@mantine/core';
import { labelId } from '../../field-ids.tsx';
import type { FieldProps } from '../../field-props.ts';
import { ChoiceInputs } from '../choice-inputs.tsx';

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
    // The SegmentedControl is the radiogroup here (the frame takes no role): it gets the name and description.
    return (
      <SegmentedControl
        id={inputId}
        ref={field.ref}
        value={value}
        onChange={pick}
        data={choices.map((c) => ({ label: c.label, value: String(c.value) }))}
        disabled={disabled || readOnly}
        aria-labelledby={item.label ? labelId(inputId) : undefined}
        aria-label={item.label ? undefined : item.ariaLabel}
        aria-describedby={describedBy}
        onBlur={field.onBlur}
      />
    );
  }
  return (
    <ChoiceInputs
      Input={Radio}
      choices={choices}
      direction={o?.direction}
      isChecked={(v) => v === value}
      onToggle={(v, checked) => checked && pick(v)}
      {...{ field, invalid, disabled, readOnly, inputId }}
    />
  );
}
