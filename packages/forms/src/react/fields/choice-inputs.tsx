import { Group, Stack } from '@mantine/core';
import type { ChangeEvent, ComponentType, Ref } from 'react';
import type { FieldProps } from '../field-props.ts';

/** The props a checkbox or radio of a choice list takes (Mantine's Checkbox and Radio share them). */
interface ChoiceInputProps {
  id?: string | undefined;
  ref?: Ref<HTMLInputElement> | undefined;
  name?: string;
  value: string;
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: boolean;
  'aria-invalid'?: boolean;
  disabled?: boolean;
  onBlur?: () => void;
}

interface ChoiceInputsProps
  extends Pick<FieldProps, 'field' | 'invalid' | 'disabled' | 'readOnly' | 'inputId'> {
  Input: ComponentType<ChoiceInputProps>;
  choices: readonly { label: string; value: unknown }[];
  direction?: string | undefined;
  isChecked: (value: string) => boolean;
  /** Called with the choice's value (as a string) and whether it is now checked. */
  onToggle: (value: string, checked: boolean) => void;
}

/**
 * One input per choice, stacked or in a row: the body of the checkbox-group and radio fields.
 * The first input carries the field's id and ref, so labels and focus-on-error reach it. No
 * Mantine Radio.Group/Checkbox.Group: the field's frame is the (named, described) group, and
 * theirs would nest a second, unnamed one inside it.
 */
export function ChoiceInputs({
  Input,
  choices,
  direction,
  field,
  invalid,
  disabled,
  readOnly,
  inputId,
  isChecked,
  onToggle,
}: ChoiceInputsProps) {
  const Layout = direction === 'horizontal' ? Group : Stack;
  return (
    <Layout gap="sm" mt={4}>
      {choices.map((c, i) => (
        <Input
          key={String(c.value)}
          id={i === 0 ? inputId : undefined}
          ref={i === 0 ? field.ref : undefined}
          name={field.name}
          value={String(c.value)}
          label={c.label}
          checked={isChecked(String(c.value))}
          onChange={(e) => onToggle(String(c.value), e.currentTarget.checked)}
          error={invalid}
          aria-invalid={invalid}
          disabled={disabled || readOnly}
          onBlur={field.onBlur}
        />
      ))}
    </Layout>
  );
}
