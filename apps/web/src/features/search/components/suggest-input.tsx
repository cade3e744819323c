import { Autocomplete, Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { autocompleteDelayMs } from '@opencareers/contracts/search-constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { type AutocompleteKind, useAutocomplete } from '../api/autocomplete.ts';

interface SuggestInputProps {
  kind: AutocompleteKind;
  label: string;
  placeholder: string;
  value: string;
  minLength: number;
  leftSection: ReactNode;
  rightSection?: ReactNode;
  onChange: (value: string) => void;
  onPick: (value: string) => void;
  size?: 'sm' | 'md';
  /** Classes of the input's parts (the compact bar hides its labels on a phone). */
  classNames?: { label?: string };
}

/** A search box with suggestions fetched 500 ms after typing stops (search §9), cached 2 minutes. */
export function SuggestInput(props: SuggestInputProps) {
  const { t } = useTranslation();
  const [term] = useDebouncedValue(props.value, autocompleteDelayMs);
  const suggestions = useAutocomplete(props.kind, term, props.minLength);
  const results = suggestions.data ?? [];
  const counts = new Map(results.map((s) => [s.value, s.count]));
  // A place's label is in the reader's language ("Deutschland"); its value is what the box resolves.
  const labels = new Map(results.map((s) => [s.value, s.label]));
  const error = suggestions.isError
    ? describeRequestError(suggestions.error) || t('search.autocompleteFailed')
    : undefined;

  return (
    <Autocomplete
      label={props.label}
      // The form's field name: read back by the search bar for text typed before the app ran.
      name={props.kind}
      placeholder={props.placeholder}
      value={props.value}
      onChange={props.onChange}
      onOptionSubmit={props.onPick}
      data={[...new Set(results.map((s) => s.value))]}
      // The server already matched the text (typos, plurals); keep its order and choices.
      filter={({ options }) => options}
      limit={8}
      leftSection={props.leftSection}
      rightSection={props.rightSection}
      rightSectionPointerEvents="all"
      error={error}
      size={props.size ?? 'md'}
      classNames={props.classNames}
      radius="md"
      autoComplete="off"
      // Suggestions are drawn while shown, not kept (hidden) from the start: a kept list and its
      // scroll area mounted right after hydration, in its long task (issue 17).
      comboboxProps={{ shadow: 'md', radius: 'md', keepMounted: false }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" w="100%" gap="sm">
          <span>{labels.get(option.value) ?? option.value}</span>
          <Text span size="xs" c="dimmed">
            {t('search.suggestionCount', { count: counts.get(option.value) ?? 0 })}
          </Text>
        </Group>
      )}
    />
  );
}
