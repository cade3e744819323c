import type { FieldProps } from '../../field-props.ts';
import { SelectField } from '../select/select-field.tsx';

/** A dropdown is a select with static choices; the same rules apply (§3). */
export function DropdownField(props: FieldProps) {
  return <SelectField {...props} />;
}
