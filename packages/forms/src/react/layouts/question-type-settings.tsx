import { Checkbox, NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldItem } from '../../core/definition-schema.ts';
import { isFileType } from '../../core/field-types.ts';
import type { QuestionErrors } from '../../core/question-draft.ts';
import type { UiTextKey } from '../../core/ui-texts.ts';
import { useFormTexts } from '../form-texts.tsx';

type Bag =
  | 'selectOptions'
  | 'radioOptions'
  | 'checkboxOptions'
  | 'dateOptions'
  | 'dateRangeOptions'
  | 'phoneOptions'
  | 'textAreaOptions'
  | 'instructionOptions'
  | 'additionalProperties'
  | 'skillSelectorOptions';

const bagOf = (item: FieldItem, bag: Bag) => (item[bag] as Record<string, unknown> | undefined) ?? {};

/** Sets or removes a key inside an object of a bag (placeholders.start); emptied objects go too. */
function patchNested(item: FieldItem, bag: Bag, key: string, sub: string, value: unknown): FieldItem {
  const inner = { ...((bagOf(item, bag)[key] as Record<string, unknown> | undefined) ?? {}) };
  if (value === undefined || value === '') delete inner[sub];
  else inner[sub] = value;
  return patchBag(item, bag, key, Object.keys(inner).length ? inner : undefined);
}

/** §5: how many files an upload takes is its maxLength rule (one file unless it allows more). */
const maxFilesOf = (item: FieldItem) => {
  const v = item.rules?.find((r) => r.type === 'maxLength')?.value;
  return typeof v === 'number' ? v : undefined;
};
function withMaxFiles(item: FieldItem, count: number | undefined): FieldItem {
  const rules = item.rules ?? [];
  const at = rules.findIndex((r) => r.type === 'maxLength');
  const next =
    count === undefined
      ? rules.filter((_, i) => i !== at)
      : at < 0
        ? [...rules, { type: 'maxLength' as const, value: count }]
        : rules.map((r, i) => (i === at ? { ...r, value: count } : r));
  const { rules: _old, ...rest } = item;
  return next.length ? { ...rest, rules: next } : rest;
}

/** A date bound (§5): a date as YYYY-MM-DD, or a whole number of days from today. */
const dateBoundOf = (text: string): string | number | undefined => {
  const t = text.trim();
  if (!t) return undefined;
  return /^-?\d+$/.test(t) ? Number(t) : t;
};

/** Sets or removes one key of an option bag; an emptied bag is removed too. */
export function patchBag<K extends keyof FieldItem>(
  item: FieldItem,
  bag: K,
  key: string,
  value: unknown,
): FieldItem {
  const current = { ...((item[bag] as Record<string, unknown> | undefined) ?? {}) };
  if (value === undefined || value === '') delete current[key];
  else current[key] = value;
  const next = { ...item };
  if (Object.keys(current).length) (next as Record<string, unknown>)[bag] = current;
  else delete next[bag];
  return next;
}

/** A list typed as "a, b, c"; keeps its own text so a trailing comma survives typing. */
function CommaListInput({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string[] | undefined;
  onChange: (list: string[] | undefined) => void;
  error?: string | undefined;
}) {
  const [text, setText] = useState((value ?? []).join(', '));
  return (
    <TextInput
      label={label}
      value={text}
      error={error}
      onChange={(e) => {
        setText(e.currentTarget.value);
        const list = e.currentTarget.value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        onChange(list.length ? list : undefined);
      }}
    />
  );
}

const firstError = (errors: QuestionErrors, prefix: string) =>
  Object.entries(errors).find(([k]) => k === prefix || k.startsWith(`${prefix}.`))?.[1];

/**
 * The option-bag settings that change how a type behaves: upload size and types, the skill
 * list's threshold and suggestions, a select's endpoint, placeholder and multiple choice.
 */
export function QuestionTypeSettings({
  item,
  onChange,
  errors,
}: {
  item: FieldItem;
  onChange: (item: FieldItem) => void;
  errors: QuestionErrors;
}) {
  const { ui } = useFormTexts();
  const num = (v: string | number) => (typeof v === 'number' ? v : undefined);
  const err = (path: string) => firstError(errors, path);
  const text = (bag: Bag, key: string, label: UiTextKey, placeholder?: string) => (
    <TextInput
      key={`${bag}.${key}`}
      label={ui(label)}
      placeholder={placeholder}
      value={String(bagOf(item, bag)[key] ?? '')}
      error={err(`${bag}.${key}`)}
      onChange={(e) => onChange(patchBag(item, bag, key, e.currentTarget.value))}
    />
  );
  const nested = (bag: Bag, key: string, sub: string, label: UiTextKey) => (
    <TextInput
      key={`${bag}.${key}.${sub}`}
      label={ui(label)}
      value={String((bagOf(item, bag)[key] as Record<string, unknown> | undefined)?.[sub] ?? '')}
      error={err(`${bag}.${key}.${sub}`)}
      onChange={(e) => onChange(patchNested(item, bag, key, sub, e.currentTarget.value))}
    />
  );
  const flag = (bag: Bag, key: string, label: UiTextKey) => (
    <Checkbox
      key={`${bag}.${key}`}
      label={ui(label)}
      checked={!!bagOf(item, bag)[key]}
      onChange={(e) => onChange(patchBag(item, bag, key, e.currentTarget.checked || undefined))}
    />
  );
  /** A choice among the schema's values; the first entry ('') leaves the toolkit's default. */
  const pick = (bag: Bag, key: string, label: UiTextKey, options: [string, UiTextKey][]) => (
    <NativeSelect
      key={`${bag}.${key}`}
      label={ui(label)}
      data={[
        { value: '', label: ui('optionDefault') },
        ...options.map(([value, k]) => ({ value, label: ui(k) })),
      ]}
      value={String(bagOf(item, bag)[key] ?? '')}
      error={err(`${bag}.${key}`)}
      onChange={(e) => onChange(patchBag(item, bag, key, e.currentTarget.value || undefined))}
    />
  );
  const bound = (key: 'enableFrom' | 'enableUntil', label: UiTextKey) => (
    <TextInput
      key={key}
      label={ui(label)}
      description={ui('dateBoundHint')}
      placeholder="2026-01-31"
      value={String(item.dateOptions?.[key] ?? '')}
      error={err(`dateOptions.${key}`)}
      onChange={(e) => onChange(patchBag(item, 'dateOptions', key, dateBoundOf(e.currentTarget.value)))}
    />
  );
  let body: React.ReactNode = null;
  if (isFileType(item.type)) {
    const o = item.fileUploadOptions;
    body = (
      <>
        <NumberInput
          label={ui('uploadSizeMb')}
          min={0.1}
          max={1024}
          decimalScale={1}
          value={o?.uploadSize ?? ''}
          error={errors['fileUploadOptions.uploadSize']}
          onChange={(v) => onChange(patchBag(item, 'fileUploadOptions', 'uploadSize', num(v)))}
        />
        <NumberInput
          label={ui('uploadMaxFiles')}
          description={ui('uploadMaxFilesHint')}
          min={1}
          max={100}
          allowDecimal={false}
          value={maxFilesOf(item) ?? ''}
          onChange={(v) => onChange(withMaxFiles(item, num(v)))}
        />
        <CommaListInput
          // Keyed: its own text must not carry over to another type's list.
          key="allowedTypes"
          label={ui('allowedTypesList')}
          value={o?.allowedTypes}
          error={firstError(errors, 'fileUploadOptions.allowedTypes')}
          onChange={(list) =>
            onChange(
              patchBag(
                item,
                'fileUploadOptions',
                'allowedTypes',
                list?.map((t) => t.toLowerCase()),
              ),
            )
          }
        />
      </>
    );
  } else if (item.type === 'skillSelector') {
    const o = item.skillSelectorOptions;
    body = (
      <>
        <NumberInput
          label={ui('skillThreshold')}
          min={1}
          max={100}
          allowDecimal={false}
          value={o?.showMoreThreshold ?? ''}
          error={errors['skillSelectorOptions.showMoreThreshold']}
          onChange={(v) => onChange(patchBag(item, 'skillSelectorOptions', 'showMoreThreshold', num(v)))}
        />
        <CommaListInput
          key="suggestedSkills"
          label={ui('suggestedSkillsList')}
          value={o?.suggestedSkills}
          error={firstError(errors, 'skillSelectorOptions.suggestedSkills')}
          onChange={(list) => onChange(patchBag(item, 'skillSelectorOptions', 'suggestedSkills', list))}
        />
        {text('skillSelectorOptions', 'searchCall', 'skillSearchCall')}
      </>
    );
  } else if (item.type === 'select' || item.type === 'dropdown') {
    const o = item.selectOptions;
    body = (
      <>
        <TextInput
          label={ui('selectEndpoint')}
          placeholder="/api/…"
          value={o?.apiEndpoint ?? ''}
          error={errors['selectOptions.apiEndpoint']}
          onChange={(e) => onChange(patchBag(item, 'selectOptions', 'apiEndpoint', e.currentTarget.value))}
        />
        <TextInput
          label={ui('placeholderText')}
          value={o?.placeholder ?? ''}
          error={errors['selectOptions.placeholder']}
          onChange={(e) => onChange(patchBag(item, 'selectOptions', 'placeholder', e.currentTarget.value))}
        />
        {text('selectOptions', 'apiCall', 'selectApiCall')}
        {pick('selectOptions', 'choicesSortOrder', 'choicesSortOrder', [
          ['ascending', 'sortAscending'],
          ['descending', 'sortDescending'],
        ])}
        <Checkbox
          label={ui('selectMultiple')}
          checked={!!o?.multiple}
          onChange={(e) =>
            onChange(patchBag(item, 'selectOptions', 'multiple', e.currentTarget.checked || undefined))
          }
        />
      </>
    );
  } else if (item.type === 'radio' || item.type === 'checkbox') {
    const bag = item.type === 'radio' ? 'radioOptions' : 'checkboxOptions';
    body = (
      <>
        {pick(bag, 'direction', 'choiceDirection', [
          ['vertical', 'directionVertical'],
          ['horizontal', 'directionHorizontal'],
        ])}
        {flag(bag, 'toggle', 'choiceToggle')}
      </>
    );
  } else if (item.type === 'date') {
    body = (
      <>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {pick('dateOptions', 'picker', 'datePicker', [
            ['date', 'pickerDate'],
            ['month', 'pickerMonth'],
            ['year', 'pickerYear'],
            ['time', 'pickerTime'],
          ])}
          {text('dateOptions', 'dateFormat', 'dateFormat', 'MM/DD/YYYY')}
          {bound('enableFrom', 'dateEnableFrom')}
          {bound('enableUntil', 'dateEnableUntil')}
          {text('dateOptions', 'placeholder', 'placeholderText')}
          {text('dateOptions', 'fallbackFormat', 'dateFallbackFormat')}
        </SimpleGrid>
        {flag('dateOptions', 'today', 'dateToday')}
        {flag('dateOptions', 'readonly', 'datePickerReadonly')}
      </>
    );
  } else if (item.type === 'dateRange') {
    body = (
      <>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {pick('dateRangeOptions', 'picker', 'datePicker', [
            ['month', 'pickerMonth'],
            ['date', 'pickerDate'],
          ])}
          {text('dateRangeOptions', 'dateFormat', 'dateFormat', 'MM/YYYY')}
          {nested('dateRangeOptions', 'placeholders', 'start', 'rangeStartPlaceholder')}
          {nested('dateRangeOptions', 'placeholders', 'end', 'rangeEndPlaceholder')}
        </SimpleGrid>
        {flag('dateRangeOptions', 'showCurrentCheck', 'rangeShowCurrent')}
        {text('dateRangeOptions', 'currentCheckboxPlaceholder', 'rangeCurrentLabel')}
        {flag('dateRangeOptions', 'disallowFutureStartDate', 'rangeNoFutureStart')}
      </>
    );
  } else if (item.type === 'phone') {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label={ui('phoneDefaultCountry')}
          description={ui('phoneDefaultCountryHint')}
          placeholder="US"
          maxLength={2}
          value={item.phoneOptions?.defaultCountryCode ?? ''}
          error={err('phoneOptions.defaultCountryCode')}
          onChange={(e) =>
            onChange(
              patchBag(item, 'phoneOptions', 'defaultCountryCode', e.currentTarget.value.toUpperCase()),
            )
          }
        />
        {text('phoneOptions', 'autocomplete', 'phoneAutocomplete', 'tel')}
        {nested('phoneOptions', 'placeholders', 'country', 'phoneCountryPlaceholder')}
        {nested('phoneOptions', 'placeholders', 'number', 'phoneNumberPlaceholder')}
      </SimpleGrid>
    );
  } else if (item.type === 'esignForm' || item.type === 'embedded_form') {
    body = (
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        {item.type === 'esignForm' ? text('additionalProperties', 'wid', 'esignWid') : null}
        {text('additionalProperties', 'url', 'esignUrl', 'https://')}
        {item.type === 'esignForm' ? text('additionalProperties', 'customDomain', 'esignCustomDomain') : null}
        {text('additionalProperties', 'title', 'esignTitle')}
        {item.type === 'esignForm' ? text('additionalProperties', 'onSign', 'esignOnSign') : null}
        {item.type === 'esignForm' ? text('additionalProperties', 'onReject', 'esignOnReject') : null}
        {item.type === 'esignForm' ? flag('additionalProperties', 'hosted', 'esignHosted') : null}
      </SimpleGrid>
    );
  } else if (item.type === 'textarea') {
    body = (
      <>
        {text('textAreaOptions', 'placeholder', 'placeholderText')}
        {pick('textAreaOptions', 'size', 'textareaSize', [
          ['small', 'sizeSmall'],
          ['medium', 'sizeMedium'],
          ['large', 'sizeLarge'],
        ])}
        {flag('textAreaOptions', 'enableExpand', 'textareaExpand')}
      </>
    );
  } else if (item.type === 'instruction') {
    const o = item.instructionOptions;
    body = (
      <>
        {flag('instructionOptions', 'showReadMoreButton', 'instructionReadMore')}
        <NumberInput
          label={ui('instructionHeight')}
          min={20}
          max={5000}
          allowDecimal={false}
          value={o?.readMoreMaxHeight ?? ''}
          error={err('instructionOptions.readMoreMaxHeight')}
          onChange={(v) => onChange(patchBag(item, 'instructionOptions', 'readMoreMaxHeight', num(v)))}
        />
      </>
    );
  }
  if (!body) return null;
  return (
    <Stack gap="xs" role="group" aria-labelledby="question-settings-title">
      <Text fw={600} size="sm" id="question-settings-title">
        {ui('settingsTitle')}
      </Text>
      {body}
    </Stack>
  );
}
