import { Alert, Button, Group, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface EditFormProps {
  /** Names the form for screen readers, e.g. "Edit contact details". */
  label: string;
  onSubmit: (e?: FormEvent) => void;
  onCancel: () => void;
  saving: boolean;
  /** The 422 message of spec §8, shown above the buttons. */
  error?: string | null;
  children: ReactNode;
}

/**
 * The inline edit form every section uses: its first field takes focus when it opens,
 * Escape cancels, and Save / Cancel close it.
 */
export function EditForm({ label, onSubmit, onCancel, saving, error, children }: EditFormProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, select, button')?.focus();
  }, []);
  return (
    <form
      ref={ref}
      aria-label={label}
      noValidate
      onSubmit={onSubmit}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <Stack gap="sm">
        {children}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button type="submit" loading={saving}>
            {t('profile.actions.save')}
          </Button>
          <Button type="button" variant="default" onClick={onCancel}>
            {t('profile.actions.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
