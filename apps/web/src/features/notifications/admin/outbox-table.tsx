import { Badge, Card, Group, Pagination, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { OutboxMail } from '@opencareers/contracts/notifications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outboxPageSize, useAdminOutbox } from './admin-notifications-api.ts';

const statusColor: Record<OutboxMail['status'], string> = { stored: 'gray', sent: 'green', failed: 'red' };

function MailRow({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(mail.createdAt),
  );
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{when}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{mail.to}</Table.Td>
      <Table.Td>
        <details>
          <summary style={{ cursor: 'pointer' }}>{mail.subject}</summary>
          <Text component="pre" size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}>
            {mail.text}
          </Text>
          {mail.error ? (
            <Text size="sm" c="red.9">
              {mail.error}
            </Text>
          ) : null}
        </details>
      </Table.Td>
      <Table.Td>
        <Badge color={statusColor[mail.status]} variant="light">
          {t(`admin.notifications.status.${mail.status}`)}
        </Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/** The emails the site wrote, newest first: kept here, and only here, when no SMTP server is set. */
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
        <Table.ScrollContainer minWidth={640}>
          <Table striped verticalSpacing="sm" aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.notifications.when')}</Table.Th>
                <Table.Th>{t('admin.notifications.to')}</Table.Th>
                <Table.Th>{t('admin.notifications.subject')}</Table.Th>
                <Table.Th>{t('admin.notifications.statusLabel')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {outbox.data.mails.map((m) => (
                <MailRow key={m.id} mail={m} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
