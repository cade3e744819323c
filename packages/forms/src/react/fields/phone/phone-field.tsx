import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js';
import { getCountries } from 'libphonenumber-js';
import { useMemo, useState } from 'react';
import { callingCodeOf, joinPhone, splitPhone } from '../../../core/format.ts';
import { countryChoices } from '../../../core/regions.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';

/**
 * §3/§4: a country code and a number. The country is inferred from the stored value; the
 * value pushed to the form is the calling code followed by the number.
 */
export function PhoneField({ item, field, inputId, describedBy, invalid, disabled, readOnly }: FieldProps) {
  const { ui } = useFormTexts();
  const fallback = (item.phoneOptions?.defaultCountryCode ?? 'US') as CountryCode;
  const [parts, setParts] = useState(() => splitPhone(field.value as string | undefined, fallback));
  const countries = useMemo(() => {
    const names = new Map(
      countryChoices(document.documentElement.lang || 'en').map((c) => [c.value, c.label]),
    );
    return getCountries()
      .map((code) => ({ value: code, label: `${names.get(code) ?? code} (+${callingCodeOf(code)})` }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, []);
  const push = (next: typeof parts) => {
    setParts(next);
    field.onChange(joinPhone(next));
  };
  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <NativeSelect
        aria-label={ui('countryCode')}
        data={countries}
        value={parts.selectedCountryCode || ''}
        disabled={disabled || readOnly}
        error={invalid}
        w={{ base: 130, sm: 220 }}
        onChange={(e) => {
          const country = e.currentTarget.value as CountryCode;
          push({ ...parts, selectedCountryCode: country, callingCode: callingCodeOf(country) });
        }}
        onBlur={field.onBlur}
      />
      <TextInput
        id={inputId}
        ref={field.ref}
        name={field.name}
        style={{ flex: 1 }}
        type="tel"
        inputMode="tel"
        autoComplete={item.phoneOptions?.autocomplete ?? 'tel-national'}
        placeholder={item.phoneOptions?.placeholders?.number}
        value={parts.number}
        error={invalid}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-labelledby={item.label ? `${inputId}-label` : undefined}
        aria-label={item.label ? undefined : ui('phoneNumber')}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(e) => push({ ...parts, number: e.currentTarget.value })}
        onBlur={() => {
          if (parts.number !== parts.number.trim()) push({ ...parts, number: parts.number.trim() });
          field.onBlur();
        }}
      />
    </Group>
  );
}
