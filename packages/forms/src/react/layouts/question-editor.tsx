import { Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { FieldItem } from '../../core/definition-schema.ts';
import { useFormTexts } from '../form-texts.tsx';

/** Edits a question's wording and flags; its type and name stay (answers are keyed by name). */
export function QuestionEditor({
  item,
  onSave,
  onClose,
}: {
  item: FieldItem;
  onSave: (item: FieldItem) => void;
  onClose: () => void;
}) {
  const { ui } = useFormTexts();
  const [draft, setDraft] = useState(item);
  const flag = (key: 'required' | 'newItem' | 'readonly' | 'hidden', label: string) => (
    <Checkbox
      label={label}
      checked={!!draft[key]}
      onChange={(e) => setDraft({ ...draft, [key]: e.currentTarget.checked })}
    />
  );
  return (
    <Modal opened onClose={onClose} title={ui('editQuestion')} size="lg">
      <Stack>
        <TextInput
          label={ui('fieldLabel')}
          value={draft.label ?? ''}
          onChange={(e) => setDraft({ ...draft, label: e.currentTarget.value })}
        />
        <Textarea
          label={ui('fieldHelp')}
          autosize
          minRows={2}
          value={draft.help ?? ''}
          onChange={(e) => setDraft({ ...draft, help: e.currentTarget.value })}
        />
        <Group>
          {flag('required', ui('flagRequired'))}
          {flag('newItem', ui('newTag'))}
          {flag('readonly', ui('flagReadonly'))}
          {flag('hidden', ui('flagHidden'))}
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {ui('cancel')}
          </Button>
          <Button onClick={() => onSave(draft)}>{ui('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
