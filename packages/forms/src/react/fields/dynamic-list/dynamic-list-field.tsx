import { Button, CloseButton, Group, Paper, Stack } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import type { FieldItem, LeafFieldItem } from '../../../core/definition-schema.ts';
import { emptyValue } from '../../../core/empty-value.ts';
import {
  canAddRow,
  canDeleteRow,
  initialRowCount,
  listBounds,
} from '../../../core/state/dynamic-list-state.ts';
import { validateField } from '../../../core/validate-field.ts';
import { FieldFrame } from '../../field-frame.tsx';
import { fieldInputId, useFormIdPrefix } from '../../field-ids.tsx';
import { useFormTexts } from '../../form-texts.tsx';

interface Props {
  item: FieldItem;
  /** Renders one row item; the renderer passes its FieldController. */
  renderItem: (item: LeafFieldItem, prefix: string) => ReactNode;
}

/**
 * §4 dynamic list: rows of the items in dynamicListOptions. It starts with one row when
 * minLength is above 0, hides "Add" at maxLength and "Delete" at or below minLength.
 */
export function DynamicListField({ item, renderItem }: Props) {
  const { ui, error } = useFormTexts();
  const { control, formState } = useFormContext();
  const { min, max } = listBounds(item.rules);
  const o = item.dynamicListOptions;
  // A disabled or read-only list keeps its rows as they are: no add, no delete, and every row
  // question takes the list's flag (a row question's own `disabled: false` cannot undo it).
  const locked = !!item.disabled || !!item.readonly;
  const rowItem = (sub: LeafFieldItem): LeafFieldItem =>
    locked
      ? {
          ...sub,
          ...(item.disabled ? { disabled: true } : {}),
          ...(item.readonly ? { readonly: true } : {}),
        }
      : sub;
  const rowDefault = () => ({
    ...Object.fromEntries((o?.items ?? []).map((i) => [i.name, emptyValue(i)])),
    ...o?.itemDefaultValue,
  });
  const { fields, append, remove } = useFieldArray({
    control,
    name: item.name,
    rules: {
      validate: (rows) => error(validateField({ ...item, required: false }, rows)) ?? true,
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on first showing
  useEffect(() => {
    if (fields.length < initialRowCount(min)) append(rowDefault(), { shouldFocus: false });
  }, []);
  const inputId = fieldInputId(useFormIdPrefix(), item.name);
  const listErrors = formState.errors[item.name] as
    | { root?: { message?: string }; message?: string }
    | undefined;
  const message = listErrors?.root?.message ?? listErrors?.message;
  return (
    <FieldFrame item={item} path={item.name} inputId={inputId} error={message} status={undefined}>
      <Stack gap="sm">
        {fields.map((row, index) => (
          <Paper key={row.id} withBorder radius="md" p="sm">
            <Group align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap="sm" style={{ flex: 1, minWidth: 0 }}>
                {(o?.items ?? []).map((sub) => (
                  <div key={sub.name}>{renderItem(rowItem(sub), `${item.name}.${index}.`)}</div>
                ))}
              </Stack>
              {!locked && canDeleteRow(fields.length, min) ? (
                <CloseButton aria-label={`${ui('deleteItem')} ${index + 1}`} onClick={() => remove(index)} />
              ) : null}
            </Group>
          </Paper>
        ))}
        {!locked && canAddRow(fields.length, max) ? (
          <Button variant="light" onClick={() => append(rowDefault())} style={{ alignSelf: 'flex-start' }}>
            {o?.addButton ?? ui('addItem')}
          </Button>
        ) : null}
      </Stack>
    </FieldFrame>
  );
}
