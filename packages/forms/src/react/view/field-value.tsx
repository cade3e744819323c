import { Group, Pill, Stack, Text } from '@mantine/core';
import type { FieldItem, LeafFieldItem } from '../../core/definition-schema.ts';
import { maskSocialNumber } from '../../core/format.ts';
import { countryChoices, subdivisionName } from '../../core/regions.ts';
import { starLabelKeys } from '../../core/ui-texts.ts';
import type { DateRangeValue, UploadedFile } from '../../core/values.ts';
import { isEmptyValue } from '../../core/visibility.ts';
import { customComponentsOf } from '../field-registry.ts';
import { useSubdivisions } from '../fields/state/use-subdivisions.ts';
import { useFormTexts } from '../form-texts.tsx';

type Item = FieldItem | LeafFieldItem;

const choiceLabel = (item: Item, value: unknown) => {
  const choices =
    item.selectOptions?.choices ?? item.radioOptions?.choices ?? item.checkboxOptions?.choices ?? [];
  return choices.find((c) => String(c.value) === String(value))?.label ?? String(value);
};

/** A month or a day, in the reader's language. */
const formatDate = (iso: string | null | undefined) => {
  if (!iso) return '';
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m) return iso;
  const date = new Date(y, m - 1, d ?? 1);
  return date.toLocaleDateString(
    undefined,
    d ? { year: 'numeric', month: 'short', day: 'numeric' } : { year: 'numeric', month: 'short' },
  );
};

/** View mode (§1): an answer as plain text; social numbers show only their last digits. */
export function FieldValueText({ item, value }: { item: Item; value: unknown }) {
  const { ui } = useFormTexts();
  if (isEmptyValue(value)) return <Text c="dimmed">{ui('notAnswered')}</Text>;
  switch (item.type) {
    case 'checkboxItem':
      return <Text>{value === true ? ui('yes') : ui('no')}</Text>;
    case 'checkbox':
    case 'select':
    case 'dropdown':
    case 'radio':
      return (
        <Text>{(Array.isArray(value) ? value : [value]).map((v) => choiceLabel(item, v)).join(', ')}</Text>
      );
    case 'country':
      return <Text>{countryChoices().find((c) => c.value === value)?.label ?? String(value)}</Text>;
    case 'state':
      return <StateValue code={String(value)} />;
    case 'ssn':
    case 'sin':
      return <Text ff="monospace">{maskSocialNumber(String(value))}</Text>;
    case 'date':
      return <Text>{formatDate(String(value))}</Text>;
    case 'dateRange': {
      const v = value as DateRangeValue;
      return (
        <Text>
          {formatDate(v.startDate)} – {v.isCurrent ? ui('present') : formatDate(v.endDate)}
        </Text>
      );
    }
    case 'star_rating':
      return (
        <Text>
          {'★'.repeat(Number(value))}
          {'☆'.repeat(5 - Number(value))} {ui(starLabelKeys[Number(value) - 1] ?? 'ratingGood')}
        </Text>
      );
    case 'skillSelector':
      return (
        <Group gap={6}>
          {(value as string[]).map((s) => (
            <Pill key={s}>{s}</Pill>
          ))}
        </Group>
      );
    case 'file_upload':
    case 'fileUpload':
      return (
        <Stack gap={2}>
          {(value as UploadedFile[]).map((f) => (
            <Text key={f.uid}>{f.name}</Text>
          ))}
        </Stack>
      );
    case 'esignForm':
      return <Text>{value === 'signed' ? ui('signed') : ui('rejected')}</Text>;
    case 'dynamicList': {
      // A rule on the side each row starts from (the right in right-to-left pages).
      const rowRule = { borderInlineStart: '2px solid var(--mantine-color-gray-3)' };
      return (
        <Stack gap="xs">
          {(value as Record<string, unknown>[]).map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own in view mode
            <Stack key={i} gap={2} ps="sm" style={rowRule}>
              {(item as FieldItem).dynamicListOptions?.items.map((sub) => (
                <Group key={sub.name} gap="xs">
                  <Text size="sm" c="dimmed">
                    {sub.label}:
                  </Text>
                  <FieldValueText item={sub} value={row[sub.name]} />
                </Group>
              ))}
            </Stack>
          ))}
        </Stack>
      );
    }
    default: {
      const View = customComponentsOf(item.type)?.View;
      if (View) return <View item={item} value={value} />;
      return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{String(value)}</Text>;
    }
  }
}

export function FieldValue({ item, value }: { item: Item; value: unknown }) {
  return (
    <div data-field={item.name} data-view>
      <Text size="sm" fw={600} c="dimmed" mb={2}>
        {item.label ?? item.ariaLabel}
      </Text>
      <FieldValueText item={item} value={value} />
    </div>
  );
}

/**
 * A state answer by name. The view has no country beside it, so the code is read as a US state,
 * then a Canadian province (the common cases), then any country's; the code itself until the
 * lists load or when nothing matches.
 */
function StateValue({ code }: { code: string }) {
  useSubdivisions();
  return (
    <Text>{subdivisionName(code, 'US') ?? subdivisionName(code, 'CA') ?? subdivisionName(code) ?? code}</Text>
  );
}
