import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { sectionSchema } from '../../core/definition-schema.ts';
import { useFormTexts } from '../form-texts.tsx';

/** Renames a section; the title is checked with the section schema (a length bound). */
export function SectionTitleEditor({
  title,
  onSave,
  onClose,
}: {
  title: string;
  onSave: (title: string) => void;
  onClose: () => void;
}) {
  const { ui } = useFormTexts();
  const [draft, setDraft] = useState(title);
  const [error, setError] = useState<string>();
  const save = () => {
    const checked = sectionSchema.shape.title.safeParse(draft.trim());
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    onSave(checked.data);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={ui('renameSection')}
      closeButtonProps={{ 'aria-label': ui('close') }}
    >
      <Stack>
        <TextInput
          label={ui('sectionTitle')}
          value={draft}
          error={error}
          data-autofocus
          onChange={(e) => setDraft(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {ui('cancel')}
          </Button>
          <Button onClick={save}>{ui('save')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
