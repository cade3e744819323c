import { useWatch } from 'react-hook-form';
import { stateChoices } from '../../../core/regions.ts';
import type { FieldProps } from '../../field-props.ts';
import { SelectField } from '../select/select-field.tsx';
import { TextField } from '../text/text-field.tsx';
import { useSubdivisions } from './use-subdivisions.ts';

/**
 * States, provinces or regions of the country chosen in the first dependency (US if none is
 * named); a free-text field for countries with none listed. While the lists load, the field
 * shows its value in a disabled text box of the same size (a select with no options yet would
 * reset the value).
 */
export function StateField(props: FieldProps) {
  const parent = props.item.dependencies?.[0];
  const country = useWatch({ name: parent ?? '__none__', disabled: !parent });
  const lists = useSubdivisions();
  if (lists === 'loading') return <TextField {...props} disabled />;
  const choices = stateChoices(parent ? country : 'US');
  if (!choices.length) return <TextField {...props} />;
  return <SelectField {...props} item={{ ...props.item, dependencies: [] }} staticChoices={choices} />;
}
