import { useMemo } from 'react';
import { countryChoices } from '../../../core/regions.ts';
import type { FieldProps } from '../../field-props.ts';
import { SelectField } from '../select/select-field.tsx';

/** Every country, named in the page's language; the value is the ISO 3166 code. */
export function CountryField(props: FieldProps) {
  const choices = useMemo(() => countryChoices(document.documentElement.lang || 'en'), []);
  return <SelectField {...props} staticChoices={choices} />;
}
