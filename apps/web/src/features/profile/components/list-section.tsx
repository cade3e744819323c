import { ActionIcon, Button, Flex, Group, Paper, Text, Tooltip } from '@mantine/core';
import type { ProfileEditBody, ProfileListSection } from '@opencareers/contracts/profile';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moveOrder } from '../logic/apply-local-edit.ts';
import { ProfileSection } from './profile-section.tsx';
import type { SaveResult } from './use-profile-save.ts';

export interface ItemFormProps<T> {
  initial: T | null;
  label: string;
  saving: boolean;
  onSave: (value: T) => Promise<SaveResult>;
  onCancel: () => void;
}

interface Props<T> {
  section: ProfileListSection;
  items: T[];
  /** A short name of an item for button labels ("Edit Software Engineer at Acme"). */
  nameOf: (item: T) => string;
  render: (item: T) => ReactNode;
  Form: (props: ItemFormProps<T>) => ReactNode;
  save: (body: ProfileEditBody) => Promise<SaveResult>;
  saving: boolean;
  /** Short items (skills, languages) sit side by side in a grid instead of one per row. */
  compact?: boolean;
}

type Editing = { kind: 'new' } | { kind: 'item'; index: number } | null;

/**
 * A list section (experience, education, skills, languages, links): every item can be edited,
 * moved up or down and removed with the keyboard; Add opens the same form empty. Focus goes
 * back to the button that opened a form when it closes.
 */
export function ListSection<T>({
  section,
  items,
  nameOf,
  render,
  Form,
  save,
  saving,
  compact = false,
}: Props<T>) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  const close = (focusIndex?: number) => {
    setEditing(null);
    requestAnimationFrame(() => {
      const target =
        focusIndex === undefined
          ? addRef.current
          : listRef.current?.querySelectorAll<HTMLElement>('[data-edit-button]')[focusIndex];
      (target ?? addRef.current)?.focus();
    });
  };
  const run = async (body: ProfileEditBody, focusIndex?: number) => {
    const result = await save(body);
    if (result.ok || result.kind === 'failed') close(result.ok ? focusIndex : undefined);
    return result;
  };
  const move = async (index: number, step: -1 | 1) => {
    const order = moveOrder(items.length, index, step);
    if (!order) return;
    const result = await save({ op_section: section, operation: 'reorder', op_data: { value: order } });
    // Keep the keyboard on the same control of the moved item.
    const to = result.ok ? index + step : index;
    requestAnimationFrame(() => {
      const row = listRef.current?.children[to];
      const selector = step < 0 && to > 0 ? '[data-move="up"]' : '[data-move="down"]';
      (
        row?.querySelector<HTMLElement>(`${selector}:not(:disabled)`) ??
        row?.querySelector<HTMLElement>('[data-edit-button]')
      )?.focus();
    });
  };

  return (
    <ProfileSection
      section={section}
      title={t(`profile.sections.${section}`)}
      intro={t(`profile.${section}.intro`)}
      actions={
        editing?.kind === 'new' ? null : (
          <Button ref={addRef} variant="light" size="xs" onClick={() => setEditing({ kind: 'new' })}>
            {t(`profile.${section}.add`)}
          </Button>
        )
      }
    >
      {items.length ? (
        <ul
          ref={listRef}
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gap: 8,
            gridTemplateColumns: compact ? 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))' : undefined,
          }}
        >
          {items.map((item, index) => {
            const name = nameOf(item);
            const isEditing = editing?.kind === 'item' && editing.index === index;
            return (
              <Paper
                component="li"
                // biome-ignore lint/suspicious/noArrayIndexKey: items are addressed by index, as the API does.
                key={index}
                withBorder
                radius="md"
                p={compact ? 'xs' : 'sm'}
                style={isEditing && compact ? { gridColumn: '1 / -1' } : undefined}
              >
                {isEditing ? (
                  <Form
                    initial={item}
                    label={t('profile.actions.editItem', { name })}
                    saving={saving}
                    onCancel={() => close(index)}
                    onSave={(value) =>
                      run({ op_section: section, operation: 'update', op_data: { index, value } }, index)
                    }
                  />
                ) : (
                  <Flex
                    direction={compact ? 'row' : { base: 'column', xs: 'row' }}
                    justify="space-between"
                    align={compact ? 'center' : { base: 'stretch', xs: 'flex-start' }}
                    gap="xs"
                    // A short item keeps its buttons beside it; a long one (a skill on a phone)
                    // takes the whole line and the buttons move under it.
                    wrap={compact ? 'wrap' : undefined}
                  >
                    <div style={{ minWidth: 0, flex: compact ? '1 1 auto' : 1 }}>{render(item)}</div>
                    <Group gap={4} wrap="nowrap" justify="flex-end" ms="auto">
                      <Tooltip label={t('profile.actions.moveUp')}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          data-move="up"
                          disabled={index === 0 || saving}
                          aria-label={t('profile.actions.moveUpItem', { name })}
                          onClick={() => void move(index, -1)}
                        >
                          <span aria-hidden>↑</span>
                        </ActionIcon>
                      </Tooltip>
                      <Tooltip label={t('profile.actions.moveDown')}>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          data-move="down"
                          disabled={index === items.length - 1 || saving}
                          aria-label={t('profile.actions.moveDownItem', { name })}
                          onClick={() => void move(index, 1)}
                        >
                          <span aria-hidden>↓</span>
                        </ActionIcon>
                      </Tooltip>
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        data-edit-button
                        aria-label={t('profile.actions.editItem', { name })}
                        onClick={() => setEditing({ kind: 'item', index })}
                      >
                        {t('profile.actions.edit')}
                      </Button>
                      <Button
                        variant="subtle"
                        color="red"
                        size="compact-sm"
                        aria-label={t('profile.actions.removeItem', { name })}
                        onClick={() =>
                          void run({ op_section: section, operation: 'delete', op_data: { index } })
                        }
                      >
                        {t('profile.actions.remove')}
                      </Button>
                    </Group>
                  </Flex>
                )}
              </Paper>
            );
          })}
        </ul>
      ) : editing?.kind !== 'new' ? (
        <Text c="gray.7">{t(`profile.${section}.empty`)}</Text>
      ) : null}
      {editing?.kind === 'new' ? (
        <Paper withBorder radius="md" p="sm">
          <Form
            initial={null}
            label={t(`profile.${section}.add`)}
            saving={saving}
            onCancel={() => close()}
            onSave={(value) =>
              run({ op_section: section, operation: 'add', op_data: { value } }, items.length)
            }
          />
        </Paper>
      ) : null}
    </ProfileSection>
  );
}
