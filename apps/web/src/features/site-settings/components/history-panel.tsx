import { Badge, Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { SettingsState, SettingsVersion } from '@opencareers/contracts/site-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast } from '../../../lib/notify/toast.ts';
import { useRollback, useSettingsHistory } from '../api/site-settings-api.ts';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v).slice(0, 80));

/** Published versions, newest first: who, when, what changed; any older one can be restored. */
export function HistoryPanel({
  revision,
  onRolledBack,
}: {
  revision: number;
  onRolledBack: (s: SettingsState) => void;
}) {
  const { t, i18n } = useTranslation();
  const history = useSettingsHistory();
  const rollback = useRollback();
  const [confirming, setConfirming] = useState<number | null>(null);
  const versions = history.data ?? [];

  const restore = async (v: SettingsVersion) => {
    try {
      onRolledBack(await rollback.mutateAsync({ version: v.version, revision }));
      setConfirming(null);
    } catch (error) {
      showErrorToast(describeRequestError(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-history">
      <Title order={2} size="h3" id="settings-history">
        {t('siteSettings.history.title')}
      </Title>
      {versions.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('siteSettings.history.empty')}
        </Text>
      ) : null}
      {versions.map((v, i) => (
        <Paper key={v.version} withBorder p="sm" radius="md" data-testid={`version-${v.version}`}>
          <Group justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Group gap="xs">
                <Text fw={600}>{t('siteSettings.history.version', { version: v.version })}</Text>
                <Badge variant="light" color={i === 0 ? 'green' : 'gray'} c={i === 0 ? 'green.9' : 'gray.9'}>
                  {i === 0 ? t('siteSettings.history.live') : t(`siteSettings.history.actions.${v.action}`)}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('siteSettings.history.byLine', {
                  who: v.publishedBy?.name ?? t('siteSettings.history.system'),
                  when: formatDateTime(v.publishedAt, i18n.language),
                })}
                {v.restoredFrom
                  ? ` · ${t('siteSettings.history.restored', { version: v.restoredFrom })}`
                  : ''}
              </Text>
              {v.changes.length ? (
                <List size="sm" spacing={2}>
                  {v.changes.slice(0, 8).map((c) => (
                    <List.Item key={c.path}>
                      <Code>{c.path}</Code>: {show(c.before)} → {show(c.after)}
                    </List.Item>
                  ))}
                  {v.changes.length + v.moreChanges > 8 ? (
                    <List.Item>
                      {t('siteSettings.history.more', { count: v.changes.length + v.moreChanges - 8 })}
                    </List.Item>
                  ) : null}
                </List>
              ) : null}
            </Stack>
            {i > 0 ? (
              confirming === v.version ? (
                <Group gap="xs">
                  <Button size="xs" color="red" onClick={() => restore(v)} loading={rollback.isPending}>
                    {t('siteSettings.history.confirm', { version: v.version })}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                    {t('siteSettings.history.cancel')}
                  </Button>
                </Group>
              ) : (
                <Button size="xs" variant="default" onClick={() => setConfirming(v.version)}>
                  {t('siteSettings.history.rollback', { version: v.version })}
                </Button>
              )
            ) : null}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
