import { Group, Rating, Text } from '@mantine/core';
import { starLabelKeys } from '../../../core/ui-texts.ts';
import type { FieldProps } from '../../field-props.ts';
import { useFormTexts } from '../../form-texts.tsx';

/** §9: five stars labelled Poor … Excellent; the value is an integer 1 to 5. */
export function StarRatingField({ field, inputId, describedBy, disabled, readOnly }: FieldProps) {
  const { ui } = useFormTexts();
  const value = typeof field.value === 'number' ? field.value : 0;
  const label = (n: number) => ui(starLabelKeys[n - 1] ?? 'ratingGood');
  return (
    <Group gap="sm" align="center">
      <Rating
        id={inputId}
        ref={field.ref}
        name={field.name}
        count={5}
        size="lg"
        value={value}
        readOnly={disabled || readOnly}
        // Mantine numbers symbols from 1; 0 is its "no rating" input.
        getSymbolLabel={(i) => (i < 1 ? ui('notAnswered') : label(i))}
        aria-describedby={describedBy}
        onChange={(v) => field.onChange(v || null)}
        onBlur={field.onBlur}
      />
      {value ? (
        <Text size="sm" c="dimmed" aria-hidden="true">
          {label(value)}
        </Text>
      ) : null}
    </Group>
  );
}
