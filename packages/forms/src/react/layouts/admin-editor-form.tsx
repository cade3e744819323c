import { ActionIcon, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { FieldItem, FormDefinition } from '../../core/definition-schema.ts';
import { allFields } from '../../core/definition-schema.ts';
import { fieldTypeName } from '../../core/field-type-names.ts';
import { freshName, validateQuestion } from '../../core/question-draft.ts';
import { stepperTimings } from '../../core/state/stepper-state.ts';
import { useFormTexts } from '../form-texts.tsx';
import type { LayoutProps } from '../layout-props.ts';
import { FormFooter, FormSection } from './form-section.tsx';
import { IconArrowDown, IconArrowUp, IconCopy, IconPencil, IconTrash } from './icons.tsx';
import { QuestionEditor } from './question-editor.tsx';
import { SectionTitleEditor } from './section-title-editor.tsx';

/** A copy of a question with a name not yet used in the form. */
export function duplicateItem(item: FieldItem, taken: Set<string>): FieldItem {
  let n = 2;
  while (taken.has(`${item.name}_${n}`)) n++;
  return { ...structuredClone(item), name: `${item.name}_${n}` };
}

export function moveItem(def: FormDefinition, s: number, from: number, to: number): FormDefinition {
  const items = [...(def.sections[s]?.items ?? [])];
  const [moved] = items.splice(from, 1);
  if (!moved) return def;
  items.splice(to, 0, moved);
  return { ...def, sections: def.sections.map((sec, i) => (i === s ? { ...sec, items } : sec)) };
}

/**
 * The admin editor layout (§2): every question with duplicate, edit and delete (with their
 * tooltips) and move up / move down, disabled at the ends. Reorders reach the host after
 * 300 ms of quiet, so a run of clicks is saved once.
 */
export function AdminEditorForm({
  definition,
  renderItem,
  footer,
  stickyFooter,
  idPrefix,
  onChange,
}: LayoutProps & { onChange?: (def: FormDefinition) => void }) {
  const { ui } = useFormTexts();
  const [draft, setDraft] = useState(definition);
  const [editing, setEditing] = useState<
    { s: number; i: number; item: FieldItem; isNew: boolean } | undefined
  >();
  const [renaming, setRenaming] = useState<number>();
  useEffect(() => setDraft(definition), [definition]);
  const emitReorder = useDebouncedCallback(
    (def: FormDefinition) => onChange?.(def),
    stepperTimings.reorderDebounceMs,
  );
  const commit = (def: FormDefinition) => {
    setDraft(def);
    onChange?.(def);
  };
  const names = new Set(draft.sections.flatMap((s) => s.items.map((i) => i.name)));
  const setItems = (s: number, items: FieldItem[]) =>
    commit({ ...draft, sections: draft.sections.map((sec, i) => (i === s ? { ...sec, items } : sec)) });
  const action = (label: string, icon: React.ReactNode, onClick: () => void, disabled = false) => (
    <Tooltip label={label} withArrow events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon variant="subtle" color="gray" aria-label={label} onClick={onClick} disabled={disabled}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
  return (
    <Stack gap="xl">
      {draft.sections.map((section, s) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id and are never reordered here
        <FormSection key={`${s}-${section.title}`} section={section} id={`${idPrefix}-s${s}`}>
          {section.items.map((item, i) => (
            <Paper key={item.name} withBorder radius="md" p="md" data-question={item.name}>
              <Group justify="flex-end" gap={2} mb="xs" wrap="nowrap">
                {/* What the candidate view below cannot show: the type, the answer key, a rule. */}
                <Text size="xs" c="dimmed" me="auto" truncate data-question-type>
                  {[
                    fieldTypeName(item.type, ui),
                    item.name,
                    item.visibleFn ? ui('hasVisibilityRule') : '',
                    item.hidden ? ui('flagHidden') : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {action(
                  ui('moveUp'),
                  <IconArrowUp />,
                  () => {
                    const next = moveItem(draft, s, i, i - 1);
                    setDraft(next);
                    emitReorder(next);
                  },
                  i === 0,
                )}
                {action(
                  ui('moveDown'),
                  <IconArrowDown />,
                  () => {
                    const next = moveItem(draft, s, i, i + 1);
                    setDraft(next);
                    emitReorder(next);
                  },
                  i === section.items.length - 1,
                )}
                {action(ui('duplicateQuestion'), <IconCopy />, () => {
                  const items = [...section.items];
                  items.splice(i + 1, 0, duplicateItem(item, names));
                  setItems(s, items);
                })}
                {action(ui('editQuestion'), <IconPencil />, () => setEditing({ s, i, item, isNew: false }))}
                {action(ui('deleteQuestion'), <IconTrash />, () =>
                  setItems(
                    s,
                    section.items.filter((_, k) => k !== i),
                  ),
                )}
              </Group>
              {renderItem(item)}
            </Paper>
          ))}
          <Group gap="xs">
            <Button
              variant="light"
              onClick={() =>
                setEditing({
                  s,
                  i: section.items.length,
                  item: { name: freshName(names), type: 'text', label: ui('addQuestion') },
                  isNew: true,
                })
              }
            >
              {ui('addQuestion')}
            </Button>
            <Button variant="subtle" onClick={() => setRenaming(s)}>
              {ui('renameSection')}
            </Button>
            {/* Only an empty section goes, and never the last: deleting questions stays one at a time. */}
            {section.items.length === 0 && draft.sections.length > 1 ? (
              <Button
                variant="subtle"
                color="red"
                onClick={() => commit({ ...draft, sections: draft.sections.filter((_, k) => k !== s) })}
              >
                {ui('deleteSection')}
              </Button>
            ) : null}
          </Group>
        </FormSection>
      ))}
      <Group>
        <Button
          variant="default"
          onClick={() =>
            commit({
              ...draft,
              sections: [...draft.sections, { title: ui('newSection'), items: [] }],
            })
          }
        >
          {ui('addSection')}
        </Button>
      </Group>
      {renaming !== undefined ? (
        <SectionTitleEditor
          title={draft.sections[renaming]?.title ?? ''}
          onClose={() => setRenaming(undefined)}
          onSave={(title) => {
            commit({
              ...draft,
              sections: draft.sections.map((sec, k) => (k === renaming ? { ...sec, title } : sec)),
            });
            setRenaming(undefined);
          }}
        />
      ) : null}
      <FormFooter sticky={stickyFooter}>{footer}</FormFooter>
      {editing ? (
        <QuestionEditor
          check={(next) => validateQuestion(draft, editing.s, editing.i, next)}
          sources={allFields(draft)}
          item={editing.item}
          isNew={editing.isNew}
          onClose={() => setEditing(undefined)}
          onSave={(next) => {
            const items = [...(draft.sections[editing.s]?.items ?? [])];
            if (editing.isNew) items.push(next);
            else items[editing.i] = next;
            setItems(editing.s, items);
            setEditing(undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}
