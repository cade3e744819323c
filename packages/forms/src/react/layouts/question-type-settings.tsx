import { Checkbox, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldItem } from '../../core/definition-schema.ts';
import { isFileType } from '../../core/field-types.ts';
import type { QuestionErrors } from '../../core/question-draft.ts';
import { useFormTexts } from '../form-texts.tsx';

/** Sets or removes one key of an option bag; an emptied bag is removed too. */
function patchBag<K extends keyof FieldItem>(
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
        <Checkbox
          label={ui('selectMultiple')}
          checked={!!o?.multiple}
          onChange={(e) =>
            onChange(patchBag(item, 'selectOptions', 'multiple', e.currentTarget.checked || undefined))
          }
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
