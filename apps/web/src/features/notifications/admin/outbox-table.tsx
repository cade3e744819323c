import { Badge, Box, Button, Card, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { OutboxMail } from '@opencareers/contracts/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { outboxPageSize, useAdminOutbox, useRetryOutboxMail } from './admin-notifications-api.ts';

const statusColor: Record<OutboxMail['status'], string> = {
  stored: 'gray',
  pending: 'yellow',
  sending: 'blue',
  sent: 'green',
  dead: 'red',
};
// The darkest shade keeps AA contrast on the light tint, except green, which needs a deeper one.
const statusText: Record<OutboxMail['status'], string> = {
  stored: 'gray.9',
  pending: '#6b4e00',
  sending: 'blue.9',
  sent: '#1e6b30',
  dead: 'red.9',
};

/** Attempts, the next try and "Retry now" for a dead letter; nothing for stored mail. */
function Delivery({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const retry = useRetryOutboxMail();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  // Stored mail, and mail not tried yet, has no delivery to tell about (but a retry's answer stays).
  if ((mail.status === 'stored' || (mail.attempts === 0 && mail.status !== 'dead')) && !message) return null;
  const format = (iso: string) => formatDateTime(iso, i18n.language);
  return (
    <Stack gap={4} mt={4}>
      <Text size="sm" c="gray.7" hidden={mail.attempts === 0}>
        {t('admin.notifications.attempts', { count: mail.attempts })}
        {mail.nextAttemptAt
          ? ` · ${t('admin.notifications.nextAttempt', { when: format(mail.nextAttemptAt) })}`
          : ''}
      </Text>
      {mail.error && mail.status !== 'sent' ? (
        <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
          {t('admin.notifications.lastError', { error: mail.error })}
        </Text>
      ) : null}
      {mail.status === 'dead' ? (
        <Group gap="sm">
          <Button
            size="xs"
            variant="light"
            loading={retry.isPending}
            aria-label={t('admin.notifications.retryLabel', { subject: mail.subject, to: mail.to })}
            onClick={() =>
              retry.mutate(mail.id, {
                onSuccess: () =>
                  setMessage({ ok: true, text: t('admin.notifications.retried', { to: mail.to }) }),
                onError: () => setMessage({ ok: false, text: t('admin.notifications.retryFailed') }),
              })
            }
          >
            {t('admin.notifications.retry')}
          </Button>
        </Group>
      ) : null}
      {message ? (
        <Text size="sm" c={message.ok ? 'gray.8' : 'red.9'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      ) : null}
    </Stack>
  );
}

/** One email: subject and status, who and when; the text opens below the subject. */
function MailItem({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const when = formatDateTime(mail.createdAt, i18n.language);
  return (
    <Box component="li" py="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Box style={{ minWidth: 0, flex: 1 }}>
          <details>
            <summary style={{ cursor: 'pointer', fontWeight: 600, overflowWrap: 'anywhere' }}>
              {mail.subject}
            </summary>
            <Text
              component="pre"
              size="sm"
              mt="xs"
              style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', overflowWrap: 'anywhere' }}
            >
              {mail.text}
            </Text>
          </details>
          <Text size="sm" c="gray.7" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {t('admin.notifications.toWhen', { to: mail.to, when })}
          </Text>
          <Delivery mail={mail} />
        </Box>
        <Badge
          color={statusColor[mail.status]}
          c={statusText[mail.status]}
          variant="light"
          radius="sm"
          tt="none"
          style={{ flexShrink: 0 }}
        >
          {t(`admin.notifications.status.${mail.status}`)}
        </Badge>
      </Group>
    </Box>
  );
}

/** The emails the site wrote, newest first, with how their delivery goes; dead letters can be retried. */
export function OutboxTable() {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const outbox = useAdminOutbox(page);
  const pages = Math.max(1, Math.ceil((outbox.data?.total ?? 0) / outboxPageSize));

  let body: React.ReactNode;
  if (outbox.isPending)
    body = <Skeleton height={200} radius="md" role="status" aria-label={t('common.loading')} />;
  else if (outbox.isError) body = <Text c="red.9">{t('admin.notifications.outboxFailed')}</Text>;
  else if (!outbox.data.mails.length) body = <Text c="gray.7">{t('admin.notifications.outboxEmpty')}</Text>;
  else
    body = (
      <Stack gap="md">
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
          {outbox.data.mails.map((m) => (
            <MailItem key={m.id} mail={m} />
          ))}
        </Box>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7">
            {t('admin.notifications.outboxCount', { count: outbox.data.total })}
          </Text>
          {pages > 1 ? (
            <Pagination
              total={pages}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`admin.notifications.pager.${control}`) })}
              getItemProps={(n) => ({ 'aria-label': t('admin.notifications.pager.page', { page: n }) })}
            />
          ) : null}
        </Group>
      </Stack>
    );

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} fz="lg" id={headingId}>
            {t('admin.notifications.outboxTitle')}
          </Title>
          <Text size="sm" c="gray.7" mt={4}>
            {t('admin.notifications.outboxHelp')}
          </Text>
        </div>
        {body}
      </Stack>
    </Card>
  );
}
