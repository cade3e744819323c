import { type ComboboxItem, Loader, MultiSelect, type OptionsFilter, Select, Text } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Choice } from '../../../core/option-bags.ts';
import {
  endpointUrl,
  isLoneNotApplicable,
  matchesSearch,
  prepareOptions,
  reconcileValue,
} from '../../../core/state/select-options.ts';
import type { FieldProps } from '../../field-props.ts';
import { readOptions, useFormCallbacks } from '../../form-callbacks.tsx';
import { useFormServices } from '../../form-services.tsx';
import { useFormTexts } from '../../form-texts.tsx';
import { useRemoteOptions } from './use-options.ts';

/** §5: the search filter ignores case and accents. */
const filter: OptionsFilter = ({ options, search }) =>
  (options as ComboboxItem[]).filter((o) => matchesSearch(o.label, search));

/**
 * Select and dropdown (§3/§4): static choices, sorted; or options from an endpoint (with the
 * parent-value placeholder) or a named loader. "Not Applicable" when empty; a lone N/A is
 * chosen and the control disabled; a value not among the options is reset.
 */
export function SelectField(props: FieldProps & { staticChoices?: Choice[] }) {
  const { item, field, inputId, describedBy, invalid, disabled, readOnly } = props;
  const { ui } = useFormTexts();
  const callbacks = useFormCallbacks();
  const services = useFormServices();
  const o = item.selectOptions;
  const parentName = item.dependencies?.[0];
  const parentValue = useWatch({ name: parentName ?? '__none__', disabled: !parentName });
  const remote = o?.apiEndpoint ?? (o?.apiCall ? `call:${o.apiCall}` : undefined);
  const key = remote ? `${remote}|${parentName ? String(parentValue ?? '') : ''}` : undefined;
  const waitingForParent =
    !!parentName && (parentValue === undefined || parentValue === null || parentValue === '');
  const loaded = useRemoteOptions(waitingForParent ? undefined : key, () => {
    if (o?.apiCall) {
      const call = callbacks.apiCalls?.[o.apiCall];
      return call ? call(parentValue) : Promise.reject(new Error(`No loader named ${o.apiCall}`));
    }
    const url = endpointUrl(o?.apiEndpoint ?? '', parentValue);
    return callbacks.loadOptions ? callbacks.loadOptions(url) : services.getJson(url).then(readOptions);
  });
  const choices = props.staticChoices ?? (remote ? loaded.options : o?.choices);
  const ready = !remote || loaded.status === 'ready';
  const options = useMemo(
    () =>
      ready
        ? prepareOptions(choices, o?.choicesSortOrder).map((c) =>
            c.value === 'N/A' && c.label === 'Not Applicable' ? { ...c, label: ui('notApplicable') } : c,
          )
        : [],
    [ready, choices, o?.choicesSortOrder, ui],
  );
  const lone = ready && isLoneNotApplicable(options);
  const multiple = !!o?.multiple;

  const valueKey = JSON.stringify(field.value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reconcile when options or the value change
  useEffect(() => {
    if (!ready || waitingForParent) return;
    const next = reconcileValue(field.value, options, multiple);
    if (JSON.stringify(next) !== valueKey) field.onChange(next);
  }, [ready, options, valueKey, waitingForParent]);

  const data = options.map((c) => ({ label: c.label, value: String(c.value) }));
  const toValue = (v: string | null) => {
    const c = options.find((x) => String(x.value) === v);
    return c ? c.value : (v ?? '');
  };
  const common = {
    id: inputId,
    ref: field.ref,
    name: field.name,
    data,
    searchable: true,
    filter,
    nothingFoundMessage: ui('emptyState'),
    placeholder: o?.placeholder ?? ui('selectPlaceholder'),
    error: invalid,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'aria-label': item.label ? undefined : item.ariaLabel,
    disabled: disabled || lone || (remote !== undefined && loaded.status === 'loading'),
    readOnly,
    onBlur: field.onBlur,
    rightSection:
      remote && loaded.status === 'loading' ? <Loader size="xs" aria-label={ui('loading')} /> : undefined,
    comboboxProps: { withinPortal: true },
  };
  return (
    <>
      {multiple ? (
        <MultiSelect
          {...common}
          value={((field.value as unknown[]) ?? []).map(String)}
          onChange={(v) => field.onChange(v.map((x) => toValue(x)))}
        />
      ) : (
        <Select
          {...common}
          selectFirstOptionOnChange
          allowDeselect={false}
          value={
            field.value === '' || field.value === null || field.value === undefined
              ? null
              : String(field.value)
          }
          onChange={(v) => field.onChange(toValue(v))}
        />
      )}
      {loaded.status === 'error' ? (
        <Text size="sm" c="red" mt={4} role="status">
          {ui('errorState')}
        </Text>
      ) : null}
    </>
  );
}
