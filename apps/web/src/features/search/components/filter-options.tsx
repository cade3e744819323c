import { Checkbox, Group, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import type { FilterDefinition } from '@opencareers/contracts/search';
import { useTranslation } from 'react-i18next';
import { filterTitle, optionLabel } from '../logic/filter-labels.ts';

interface FilterOptionsProps {
  filter: FilterDefinition;
  selected: readonly string[];
  onToggle: (value: string) => void;
  onSelectOnly: (value: string | null) => void;
}

const optionContent = (label: string, count: number) => (
  <Group gap={6} wrap="nowrap" justify="space-between" w="100%">
    <span>{label}</span>
    <Text span size="xs" c="dimmed" aria-hidden>
      {count}
    </Text>
  </Group>
);

/** The options of one filter with their counts: checkboxes, or radios for single-choice filters. */
export function FilterOptions({ filter, selected, onToggle, onSelectOnly }: FilterOptionsProps) {
  const { t } = useTranslation();
  const title = filterTitle(t, filter);
  const labelOf = (option: FilterDefinition['options'][number]) => optionLabel(t, filter.filterName, option);
  if (filter.options.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t('search.noOptions')}
      </Text>
    );
  }
  const list =
    filter.type === 'single' ? (
      <Radio.Group
        value={selected[0] ?? null}
        onChange={(value) => onSelectOnly(value === selected[0] ? null : value)}
        aria-label={title}
      >
        <Stack gap={10}>
          {filter.options.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={optionContent(labelOf(option), option.count)}
              aria-label={`${labelOf(option)} (${option.count})`}
              onClick={() => {
                // A second click on the chosen value clears a single-choice filter.
                if (selected[0] === option.value) onSelectOnly(null);
              }}
            />
          ))}
        </Stack>
      </Radio.Group>
    ) : (
      <Stack gap={10} role="group" aria-label={title}>
        {filter.options.map((option) => (
          <Checkbox
            key={option.value}
            checked={selected.includes(option.value)}
            onChange={() => onToggle(option.value)}
            label={optionContent(labelOf(option), option.count)}
            aria-label={`${labelOf(option)} (${option.count})`}
            styles={{ body: { width: '100%' }, labelWrapper: { width: '100%' } }}
          />
        ))}
      </Stack>
    );
  return (
    <ScrollArea.Autosize mah={320} type="auto" offsetScrollbars>
      {list}
    </ScrollArea.Autosize>
  );
}
