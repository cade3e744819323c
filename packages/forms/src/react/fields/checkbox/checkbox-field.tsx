import { Checkbox } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';
import { ChoiceInputs } from '../choice-inputs.tsx';

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
  return (
    <Checkbox.Group value={value} onChange={(next) => field.onChange(next)} aria-describedby={describedBy}>
      <ChoiceInputs
        Input={Checkbox}
        choices={choices}
        direction={o?.direction}
        {...{ field, invalid, disabled, readOnly, inputId }}
      />
    </Checkbox.Group>
  );
}
