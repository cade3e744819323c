import { useWatch } from 'react-hook-form';
import { stateChoices } from '../../../core/regions.ts';
import type { FieldProps } from '../../field-props.ts';
import { SelectField } from '../select/select-field.tsx';
import { TextField } from '../text/text-field.tsx';

/**
 * States or provinces of the country chosen in the first dependency (US if none is named);
 * a free-text field for countries whose subdivisions are not listed.
 */
export function StateField(props: FieldProps) {
  const parent = props.item.dependencies?.[0];
  const country = useWatch({ name: parent ?? '__none__', disabled: !parent });
  const choices = stateChoices(parent ? country : 'US');
  if (!choices.length) return <TextField {...props} />;
  return <SelectField {...props} item={{ ...props.item, dependencies: [] }} staticChoices={choices} />;
}
