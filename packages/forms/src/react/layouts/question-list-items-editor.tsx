import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ComponentType, useState } from 'react';
import type { FieldItem } from '../../core/definition-schema.ts';
import { editorTypes, fieldTypeName } from '../../core/field-type-names.ts';
import { freshName, moveEntry, type QuestionErrors, validateSubQuestion } from '../../core/question-draft.ts';
import { useFormTexts } from '../form-texts.tsx';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from './icons.tsx';

/** The question editor's props this list uses (passed in: the editor contains this list). */
interface SubEditorProps {
  item: FieldItem;
  isNew?: boolean;
  check: (item: FieldItem) => QuestionErrors;
  sources: FieldItem[];
  types?: readonly FieldItem['type'][];
  onSave: (item: FieldItem) => void;
  onClose: () => void;
}

type ListOptions = NonNullable<FieldItem['dynamicListOptions']>;
/** Any type but a list: the schema keeps lists one level deep. */
const leafTypes = (): FieldItem['type'][] => editorTypes().filter((t) => t !== 'dynamicList');

/**
 * The sub-questions of a dynamic list (what each row asks): add, edit (in the same question
 * editor, checked against the row's other names), move and delete; plus the add button's
 * wording and the row layout. The schema wants at least one, so the last cannot be deleted.
 */
export function QuestionListItemsEditor({
  options,
  onChange,
  errors,
  Editor,
}: {
  /** The question editor, for a row question (the same one, so rows edit like questions). */
  Editor: ComponentType<SubEditorProps>;
  options: ListOptions;
  onChange: (options: ListOptions) => void;
  errors: QuestionErrors;
}) {
  const { ui } = useFormTexts();
  const [editing, setEditing] = useState<{ k: number; item: FieldItem; isNew: boolean }>();
  const items = options.items as FieldItem[];
  const setItems = (next: FieldItem[]) => onChange({ ...options, items: next });
  const listError = Object.entries(errors).find(([k]) => k.startsWith('dynamicListOptions.items'))?.[1];
  return (
    <Stack gap="xs" role="group" aria-labelledby="question-list-title">
      <Text fw={600} size="sm" id="question-list-title">
        {ui('listItemsTitle')}
      </Text>
      {listError ? (
        <Text c="red.8" size="sm">
          {listError}
        </Text>
      ) : null}
      {items.map((item, k) => {
        const index = k + 1;
        return (
          <Paper key={item.name} withBorder p="xs" radius="sm" data-sub-question={item.name}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {item.label || item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {fieldTypeName(item.type, ui)} · {item.name}
                </Text>
              </div>
              <Group gap={2} wrap="nowrap">
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={ui('moveSubQuestionUp', { index })}
                  disabled={k === 0}
                  onClick={() => setItems(moveEntry(items, k, k - 1))}
                >
                  <IconArrowUp />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={ui('moveSubQuestionDown', { index })}
                  disabled={k === items.length - 1}
                  onClick={() => setItems(moveEntry(items, k, k + 1))}
                >
                  <IconArrowDown />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={ui('editSubQuestion', { index })}
                  onClick={() => setEditing({ k, item, isNew: false })}
                >
                  <IconPencil />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  aria-label={ui('removeSubQuestion', { index })}
                  disabled={items.length <= 1}
                  onClick={() => setItems(items.filter((_, i) => i !== k))}
                >
                  <IconTrash />
                </ActionIcon>
              </Group>
            </Group>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            setEditing({
              k: items.length,
              item: {
                name: freshName(new Set(items.map((i) => i.name)), 'item'),
                type: 'text',
                label: ui('addSubQuestion'),
              },
              isNew: true,
            })
          }
        >
          {ui('addSubQuestion')}
        </Button>
      </Group>
      <Group gap="xs" wrap="wrap" align="flex-start">
        <TextInput
          style={{ flex: '2 1 12rem' }}
          label={ui('listAddButton')}
          placeholder={ui('addItem')}
          value={options.addButton ?? ''}
          error={errors['dynamicListOptions.addButton']}
          onChange={(e) => {
            const { addButton: _old, ...rest } = options;
            const text = e.currentTarget.value;
            onChange(text ? { ...rest, addButton: text } : rest);
          }}
        />
        <NativeSelect
          style={{ flex: '1 1 10rem' }}
          label={ui('listItemLayout')}
          data={[
            { value: '', label: ui('listLayoutDefault') },
            { value: 'stacked', label: ui('listLayoutStacked') },
            { value: 'inline', label: ui('listLayoutInline') },
          ]}
          value={options.itemLayout ?? ''}
          onChange={(e) => {
            const { itemLayout: _old, ...rest } = options;
            const v = e.currentTarget.value as ListOptions['itemLayout'] | '';
            onChange(v ? { ...rest, itemLayout: v } : rest);
          }}
        />
      </Group>
      {editing ? (
        <Editor
          item={editing.item}
          isNew={editing.isNew}
          types={leafTypes()}
          check={(next) => validateSubQuestion(items, editing.k, next)}
          sources={items}
          onClose={() => setEditing(undefined)}
          onSave={(next) => {
            const copy = [...items];
            if (editing.isNew) copy.push(next);
            else copy[editing.k] = next;
            setItems(copy);
            setEditing(undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}
