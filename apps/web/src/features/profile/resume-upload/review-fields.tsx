import { Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { languageLevels, type ParsedResume } from '@opencareers/contracts/profile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MonthInput } from '../components/month-input.tsx';
import type { Reviewed } from './review-state.ts';

type Experience = ParsedResume['experience'][number];
type Education = ParsedResume['education'][number];

/** A kept-or-dropped box around a proposed item; dropped items are greyed but stay editable. */
export function KeepBox({
  keep,
  label,
  onKeep,
  children,
}: {
  keep: boolean;
  label: string;
  onKeep: (keep: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" style={{ opacity: keep ? 1 : 0.6 }}>
      <Stack gap="xs">
        <Checkbox
          checked={keep}
          onChange={(e) => onKeep(e.currentTarget.checked)}
          label={
            <Text fw={600} size="sm">
              {keep ? label : t('resumeUpload.dropped', { label })}
            </Text>
          }
          aria-label={t('resumeUpload.keep', { label })}
        />
        {children}
      </Stack>
    </Paper>
  );
}

export function TextRow({
  label,
  keepLabel,
  item,
  onChange,
  multiline,
}: {
  label: string;
  /** What the "Keep" box names, when not the field's label (a skill's own name). */
  keepLabel?: string;
  item: Reviewed<string>;
  onChange: (next: Reviewed<string>) => void;
  multiline?: boolean;
}) {
  const { t } = useTranslation();
  const Field = multiline ? Textarea : TextInput;
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <Checkbox
        mb={8}
        checked={item.keep}
        onChange={(e) => onChange({ ...item, keep: e.currentTarget.checked })}
        aria-label={t('resumeUpload.keep', { label: keepLabel || label })}
      />
      <Field
        style={{ flex: 1 }}
        label={label}
        value={item.value}
        disabled={!item.keep}
        autosize={multiline || undefined}
        maxRows={multiline ? 8 : undefined}
        onChange={(e) => onChange({ ...item, value: e.currentTarget.value })}
      />
    </Group>
  );
}

/** Start and end month inputs; an empty end on an ongoing item means "current". */
function Months({
  start,
  end,
  current,
  disabled,
  onChange,
}: {
  start: string | null;
  end: string | null;
  current?: boolean;
  disabled: boolean;
  onChange: (start: string | null, end: string | null, current: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
      <MonthInput
        label={t('resumeUpload.start')}
        value={start}
        disabled={disabled}
        onChange={(next) => onChange(next, end, !!current)}
      />
      <MonthInput
        label={t('resumeUpload.end')}
        value={end}
        disabled={disabled || !!current}
        onChange={(next) => onChange(start, next, false)}
      />
      {current !== undefined && (
        <Checkbox
          label={t('resumeUpload.current')}
          checked={current}
          disabled={disabled}
          onChange={(e) => onChange(start, e.currentTarget.checked ? null : end, e.currentTarget.checked)}
        />
      )}
    </SimpleGrid>
  );
}

/** The plain text fields of a proposed item, each off while the item is dropped. */
function ItemTextInputs<T extends object>({
  item,
  set,
  fields,
}: {
  item: Reviewed<T>;
  set: (patch: Partial<T>) => void;
  fields: { key: keyof T & string; label: string }[];
}) {
  return fields.map(({ key, label }) => (
    <TextInput
      key={key}
      label={label}
      value={String(item.value[key] ?? '')}
      disabled={!item.keep}
      onChange={(e) => set({ [key]: e.currentTarget.value } as Partial<T>)}
    />
  ));
}

export function ExperienceItem({
  item,
  onChange,
}: {
  item: Reviewed<Experience>;
  onChange: (n: Reviewed<Experience>) => void;
}) {
  const { t } = useTranslation();
  const v = item.value;
  const set = (patch: Partial<Experience>) => onChange({ ...item, value: { ...v, ...patch } });
  return (
    <KeepBox
      keep={item.keep}
      onKeep={(keep) => onChange({ ...item, keep })}
      label={t('resumeUpload.jobLabel', { title: v.title, company: v.company || '—' })}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <ItemTextInputs
          item={item}
          set={set}
          fields={[
            { key: 'title', label: t('resumeUpload.jobTitle') },
            { key: 'company', label: t('resumeUpload.company') },
          ]}
        />
      </SimpleGrid>
      <Months
        start={v.startMonth}
        end={v.endMonth}
        current={v.current}
        disabled={!item.keep}
        onChange={(startMonth, endMonth, current) => set({ startMonth, endMonth, current })}
      />
    </KeepBox>
  );
}

export function EducationItem({
  item,
  onChange,
}: {
  item: Reviewed<Education>;
  onChange: (n: Reviewed<Education>) => void;
}) {
  const { t } = useTranslation();
  const v = item.value;
  const set = (patch: Partial<Education>) => onChange({ ...item, value: { ...v, ...patch } });
  return (
    <KeepBox
      keep={item.keep}
      onKeep={(keep) => onChange({ ...item, keep })}
      label={[v.degree, v.school].filter(Boolean).join(' — ')}
    >
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <ItemTextInputs
          item={item}
          set={set}
          fields={[
            { key: 'school', label: t('resumeUpload.school') },
            { key: 'degree', label: t('resumeUpload.degree') },
            { key: 'field', label: t('resumeUpload.field') },
          ]}
        />
      </SimpleGrid>
      <Months
        start={v.startMonth}
        end={v.endMonth}
        disabled={!item.keep}
        onChange={(startMonth, endMonth) => set({ startMonth, endMonth })}
      />
    </KeepBox>
  );
}

export function LanguageItem({
  item,
  onChange,
}: {
  item: Reviewed<ParsedResume['languages'][number]>;
  onChange: (n: Reviewed<ParsedResume['languages'][number]>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group align="flex-end" wrap="nowrap" gap="sm">
      <Checkbox
        mb={8}
        checked={item.keep}
        onChange={(e) => onChange({ ...item, keep: e.currentTarget.checked })}
        aria-label={t('resumeUpload.keep', { label: item.value.name })}
      />
      <TextInput
        style={{ flex: 1 }}
        label={t('resumeUpload.language')}
        value={item.value.name}
        disabled={!item.keep}
        onChange={(e) => onChange({ ...item, value: { ...item.value, name: e.currentTarget.value } })}
      />
      <Select
        w={160}
        label={t('resumeUpload.level')}
        value={item.value.level}
        disabled={!item.keep}
        allowDeselect={false}
        data={languageLevels.map((l) => ({ value: l, label: t(`resumeUpload.levels.${l}`) }))}
        onChange={(level) =>
          level &&
          onChange({ ...item, value: { ...item.value, level: level as (typeof languageLevels)[number] } })
        }
      />
    </Group>
  );
}
