import { Anchor, Badge, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FormResponseRow, FormResponsesData } from '@opencareers/contracts/forms';
import { IconLock, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { responseFileHref } from '../api/form-responses.ts';
import { type ResponseEntry, responseEntries } from './response-entries.ts';

function Answer({ entry, submissionId }: { entry: ResponseEntry; submissionId: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  switch (entry.kind) {
    case 'text':
      return <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{entry.text}</Text>;
    case 'files':
      return (
        <Stack gap={2}>
          {entry.files.map((f) => (
            <Anchor key={f.fileId} href={responseFileHref(submissionId, f.fileId, search)} download>
              <Group gap={4} component="span" wrap="nowrap">
                <IconPaperclip size={14} aria-hidden />
                <span style={{ overflowWrap: 'anywhere' }}>{f.name}</span>
              </Group>
            </Anchor>
          ))}
        </Stack>
      );
    case 'hidden':
      return (
        <Group gap={4} wrap="nowrap">
          <IconLock size={14} aria-hidden />
          <Text c="dimmed" size="sm">
            {t('forms.responses.hidden')}
          </Text>
        </Group>
      );
    default:
      return (
        <Text c="dimmed" size="sm">
          {t('forms.responses.noAnswer')}
        </Text>
      );
  }
}

/** One submission: who sent it and when, then every question of the form with its answer. */
export function ResponseCard({
  columns,
  response,
  currentVersion,
}: {
  columns: FormResponsesData['columns'];
  response: FormResponseRow;
  currentVersion: number;
}) {
  const { t, i18n } = useTranslation();
  const who = response.submitter?.name || response.submitter?.email || t('forms.responses.unknown');
  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={who}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {who}
            </Title>
            {response.submitter?.email && response.submitter.name ? (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {response.submitter.email}
              </Text>
            ) : null}
          </div>
          <Stack gap={4} align="flex-end">
            <Text size="sm">
              {t('forms.responses.submittedOn', {
                date: formatDateTime(response.submittedAt, i18n.language),
              })}
            </Text>
            {response.formVersion !== currentVersion ? (
              <Badge variant="light" color="gray">
                {t('forms.responses.olderVersion', { version: response.formVersion })}
              </Badge>
            ) : null}
          </Stack>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          {responseEntries(columns, response).map((entry) => (
            <Box key={entry.name} style={{ minWidth: 0 }}>
              <Text component="dt" size="sm" fw={600}>
                {entry.label}
              </Text>
              <Box component="dd" m={0}>
                <Answer entry={entry} submissionId={response.id} />
              </Box>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
