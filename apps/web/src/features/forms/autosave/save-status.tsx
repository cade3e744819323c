import { Group, Loader, Text } from '@mantine/core';
import { IconCheck, IconCloudOff, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AutosaveStatus } from './autosaver.ts';

/**
 * The quiet autosave line: "Saving…", "Saved" or "Not saved yet", read out politely, and
 * which kinds of answers a draft never keeps when the form has any.
 */
export function SaveStatus({ status, secretsNote }: { status: AutosaveStatus; secretsNote: boolean }) {
  const { t } = useTranslation();
  const line =
    status === 'saving' || status === 'pending' ? (
      <>
        <Loader size={12} aria-hidden />
        {t('forms.autosave.saving')}
      </>
    ) : status === 'saved' ? (
      <>
        <IconCheck size={14} aria-hidden />
        {t('forms.autosave.saved')}
      </>
    ) : status === 'failed' ? (
      <>
        <IconCloudOff size={14} aria-hidden />
        {t('forms.autosave.failed')}
      </>
    ) : (
      t('forms.autosave.idle')
    );
  return (
    <Group gap="md" justify="space-between" wrap="wrap" data-oc="autosave-status">
      <Text size="sm" c="dimmed" role="status" aria-live="polite" component="div">
        <Group gap={6} wrap="nowrap">
          {line}
        </Group>
      </Text>
      {secretsNote ? (
        <Text size="sm" c="dimmed" component="div">
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconLock size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            {t('forms.autosave.secretsNotSaved')}
          </Group>
        </Text>
      ) : null}
    </Group>
  );
}
