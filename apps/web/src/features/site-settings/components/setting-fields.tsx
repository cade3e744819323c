import {
  ColorInput,
  MultiSelect,
  NumberInput,
  Select,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { getPath } from '../logic/config-paths.ts';
import { errorFor, useSettingsForm } from './settings-form-context.ts';

/*
 * One input per setting, bound by its dotted path in the configuration. The refusal for that
 * path (from the contract in the browser, or the server's 422) shows under the input.
 */

interface Props {
  path: string;
  label: string;
  description?: string;
}

export function TextSetting({
  path,
  label,
  description,
  multiline,
  optional,
}: Props & { multiline?: boolean; optional?: boolean }) {
  const { config, set, errors } = useSettingsForm();
  const value = (getPath(config, path) as string | undefined) ?? '';
  const onChange = (v: string) => set(path, optional && v === '' ? undefined : v);
  return multiline ? (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={errorFor(errors, path)}
      autosize
      minRows={3}
      maxRows={12}
    />
  ) : (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={errorFor(errors, path)}
    />
  );
}

export function SwitchSetting({ path, label, description }: Props) {
  const { config, set, errors } = useSettingsForm();
  return (
    <Switch
      label={label}
      description={description}
      checked={Boolean(getPath(config, path))}
      onChange={(e) => set(path, e.currentTarget.checked)}
      error={errorFor(errors, path)}
    />
  );
}

export function NumberSetting({
  path,
  label,
  description,
  min,
  max,
  step,
}: Props & { min: number; max: number; step?: number }) {
  const { config, set, errors } = useSettingsForm();
  return (
    <NumberInput
      label={label}
      description={description}
      value={getPath(config, path) as number}
      min={min}
      max={max}
      step={step ?? 1}
      decimalScale={step && step < 1 ? 2 : 0}
      onChange={(v) => set(path, typeof v === 'number' ? v : Number(v))}
      error={errorFor(errors, path)}
    />
  );
}

export function ColourSetting({ path, label, description, optional }: Props & { optional?: boolean }) {
  const { config, set, errors } = useSettingsForm();
  return (
    <ColorInput
      label={label}
      description={description}
      format="hex"
      value={(getPath(config, path) as string | undefined) ?? ''}
      onChange={(v) => set(path, optional && v === '' ? undefined : v)}
      error={errorFor(errors, path)}
      placeholder={optional ? '—' : undefined}
      withEyeDropper={false}
    />
  );
}

export function SelectSetting({
  path,
  label,
  description,
  data,
  optional,
}: Props & { data: { value: string; label: string }[]; optional?: boolean }) {
  const { config, set, errors } = useSettingsForm();
  return (
    <Select
      label={label}
      description={description}
      data={data}
      value={(getPath(config, path) as string | undefined) ?? null}
      onChange={(v) => set(path, v ?? (optional ? undefined : data[0]?.value))}
      clearable={optional}
      allowDeselect={optional}
      error={errorFor(errors, path)}
    />
  );
}

export function ListSetting({
  path,
  label,
  description,
  data,
}: Props & { data: { value: string; label: string }[] }) {
  const { config, set, errors } = useSettingsForm();
  return (
    <MultiSelect
      label={label}
      description={description}
      data={data}
      value={(getPath(config, path) as string[] | undefined) ?? []}
      onChange={(v) => set(path, v)}
      error={errorFor(errors, path)}
    />
  );
}

export function TagsSetting({ path, label, description }: Props) {
  const { config, set, errors } = useSettingsForm();
  return (
    <TagsInput
      label={label}
      description={description}
      value={(getPath(config, path) as string[] | undefined) ?? []}
      onChange={(v) => set(path, v)}
      error={errorFor(errors, path)}
    />
  );
}
