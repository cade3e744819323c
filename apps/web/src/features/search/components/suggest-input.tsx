import { Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { autocompleteDelayMs } from '@opencareers/contracts/search-constants';
import { type ReactNode, useCallback, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { lazyPart, useLazyPart } from '../../../lib/lazy/lazy-part.ts';
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

/** Mantine's Autocomplete, a chunk of its own (autocomplete-kit.ts), fetched once the page has hydrated. */
const autocompleteKit = lazyPart(() => import('./autocomplete-kit.ts').then((m) => m.Autocomplete));

/** Fetches the suggesting box's code ahead of hydration's end (a visitor already in the box). */
export const prefetchAutocomplete = (): Promise<unknown> => autocompleteKit.load().catch(() => undefined);

/**
 * A search box with suggestions fetched 500 ms after typing stops (search §9), cached 2 minutes.
 *
 * On a server-rendered page it is a plain text box of the same look until the page has
 * hydrated, then the Autocomplete (issue 17, Total Blocking Time on a phone): the Autocomplete's
 * popover keeps its input in React state, set as the input is attached, so hydration's commit
 * was followed at once by a synchronous re-render, and React then ran every effect of the page
 * in the same long task. A visitor already in the box stays there, the caret where it was.
 * The Autocomplete's code (with the Combobox and ScrollArea it brings, ~12 KB gzipped) is fetched
 * then, not with the first view; until it is here, or if it cannot come, the plain box searches
 * all the same, without suggestions.
 */
export function SuggestInput(props: SuggestInputProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const loaded = useLazyPart(autocompleteKit, hydrated).value;
  // Never while hydrating, even with the code here: the server's page has the plain box.
  const Autocomplete = hydrated ? loaded : undefined;
  const caret = useCaretCarriedOver(Autocomplete !== undefined);
  const [term] = useDebouncedValue(props.value, autocompleteDelayMs);
  const suggestions = useAutocomplete(props.kind, term, props.minLength);
  const results = suggestions.data ?? [];
  const counts = new Map(results.map((s) => [s.value, s.count]));
  // A place's label is in the reader's language ("Deutschland"); its value is what the box resolves.
  const labels = new Map(results.map((s) => [s.value, s.label]));
  const error = suggestions.isError
    ? describeRequestError(suggestions.error) || t('search.autocompleteFailed')
    : undefined;

  const box = {
    label: props.label,
    // The form's field name: read back by the search bar for text typed before the app ran.
    name: props.kind,
    placeholder: props.placeholder,
    value: props.value,
    leftSection: props.leftSection,
    rightSection: props.rightSection,
    rightSectionPointerEvents: 'all',
    error,
    size: props.size ?? 'md',
    classNames: props.classNames,
    radius: 'md',
    autoComplete: 'off',
  } as const;
  if (!Autocomplete)
    return (
      <TextInput
        {...box}
        ref={caret.plain}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        onFocus={() => void prefetchAutocomplete()}
      />
    );
  return (
    <Autocomplete
      {...box}
      ref={caret.full}
      onChange={props.onChange}
      onOptionSubmit={props.onPick}
      data={[...new Set(results.map((s) => s.value))]}
      // The server already matched the text (typos, plurals); keep its order and choices.
      filter={({ options }) => options}
      limit={8}
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

/**
 * Focus and caret, carried from the plain box to the Autocomplete that replaces it: the swap
 * makes a new input element, and a visitor typing into the box as it happens must not notice.
 *
 * Read as the plain box leaves the page (its ref's cleanup, in the swap's commit), not while
 * the swap renders: the swap is a transition, rendered in slices between other tasks, and a
 * click or a test's `fill` that focused the box in between was lost with the box (CI, issue 17).
 */
function useCaretCarriedOver(swapped: boolean) {
  const full = useRef<HTMLInputElement>(null);
  const held = useRef<{ start: number | null; end: number | null } | null>(null);
  // Stable, so React detaches it only when the box goes; each detach records the box's state then.
  const plain = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    return () => {
      held.current =
        input === input.ownerDocument.activeElement
          ? { start: input.selectionStart, end: input.selectionEnd }
          : null;
    };
  }, []);
  useLayoutEffect(() => {
    const caret = held.current;
    if (!swapped || !caret || !full.current) return;
    held.current = null;
    full.current.focus();
    full.current.setSelectionRange(caret.start, caret.end);
  }, [swapped]);
  return { plain, full };
}
