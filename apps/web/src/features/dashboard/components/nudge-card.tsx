import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import type { Nudge } from '@opencareers/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { daysLeft } from '../logic/todo-display.ts';

/** One nudge: what the candidate could do, its link, and a button that dismisses it for good. */
export function NudgeCard({ nudge, onDismiss }: { nudge: Nudge; onDismiss: () => void }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const message = t(`dashboard.nudges.${nudge.kind}.text`, {
    title: nudge.title ?? '',
    percent: nudge.percent ?? 0,
  });
  const more =
    nudge.kind === 'offer_expiring' && nudge.at
      ? t('offers.list.expiresIn', { count: daysLeft(nudge.at, Date.now()) })
      : null;
  return (
    <Paper component="li" withBorder radius="md" p="md" data-nudge={nudge.kind}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0, flex: 1 }}>
          <Text fw={500}>{message}</Text>
          {more ? (
            <Text size="sm" c="gray.7">
              {more}
            </Text>
          ) : null}
          <Button component={Link} to={href(nudge.href)} size="xs" variant="light" mt="xs">
            {t(`dashboard.nudges.${nudge.kind}.action`)}
          </Button>
        </div>
        <CloseButton
          onClick={onDismiss}
          aria-label={`${t('dashboard.nudges.dismiss')}: ${message}`}
          title={t('dashboard.nudges.dismiss')}
        />
      </Group>
    </Paper>
  );
}
