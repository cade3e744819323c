import { Checkbox } from '@mantine/core';
import type { FieldProps } from '../../field-props.ts';
import { checkboxRadius } from '../checkbox-item/checkbox-item-field.tsx';
import { ChoiceInputs } from '../choice-inputs.tsx';

type CheckboxProps = Parameters<typeof Checkbox>[0];
/** Square corners whatever the host's default radius: a round box reads as a radio button. */
const SquareCheckbox = (props: CheckboxProps) => <Checkbox radius={checkboxRadius} {...props} />;

/** A group of checkboxes; the value is the list of ticked choice values (the frame is the group). */
export function CheckboxField({ item, field, invalid, disabled, readOnly, inputId }: FieldProps) {
  const o = item.checkboxOptions;
  const value = ((field.value as unknown[]) ?? []).map(String);
  const choices = o?.choices ?? [];
  return (
    <ChoiceInputs
      Input={SquareCheckbox}
      choices={choices}
      direction={o?.direction}
      isChecked={(v) => value.includes(v)}
      onToggle={(v, checked) => field.onChange(checked ? [...value, v] : value.filter((x) => x !== v))}
      {...{ field, invalid, disabled, readOnly, inputId }}
    />
  );
}
