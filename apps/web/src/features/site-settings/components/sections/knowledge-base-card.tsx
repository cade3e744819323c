import { Alert, Button, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AssistantKnowledgeEntry } from '@opencareers/contracts/assistant';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteKnowledgeEntry, useKnowledge } from '../../api/assistant-knowledge-api.ts';
import { KnowledgeEntryForm } from './knowledge-entry-form.tsx';

function EntryRow({ entry, onEdit }: { entry: AssistantKnowledgeEntry; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteKnowledgeEntry();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={entry.title}>
      <Stack gap={4}>
        <Text fw={600}>{entry.title}</Text>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-line' }}>
          {entry.body}
        </Text>
        {entry.keywords ? (
          <Text size="xs" c="dimmed">
            {t('assistant.admin.keywords')}: {entry.keywords}
          </Text>
        ) : null}
        {confirming ? (
          <Group gap="xs" mt={4}>
            <Text size="sm">{t('assistant.admin.deleteConfirm')}</Text>
            <Button size="xs" color="red" loading={remove.isPending} onClick={() => remove.mutate(entry.id)}>
              {t('assistant.admin.delete')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('assistant.admin.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" mt={4}>
            <Button size="xs" variant="light" onClick={onEdit}>
              {t('assistant.admin.edit')}
            </Button>
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('assistant.admin.delete')}
            </Button>
          </Group>
        )}
        {remove.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {t('assistant.admin.deleteFailed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/**
 * The company's knowledge base for the assistant (issue 22): the FAQ, benefits, process and
 * visa policy entries it answers company questions from, citing them. No JSON: a form per entry.
 */
export function KnowledgeBaseCard() {
  const { t } = useTranslation();
  const query = useKnowledge();
  // null: nothing open; 'new': the add form; an id: that entry's form.
  const [editing, setEditing] = useState<string | null>(null);
  const data = query.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="assistant-knowledge-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="assistant-knowledge-title">
          {t('assistant.admin.heading')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('assistant.admin.intro')}
        </Text>
        {query.isPending ? <Skeleton height={80} /> : null}
        {query.isError ? <Alert color="red">{t('assistant.admin.loadFailed')}</Alert> : null}
        {data ? (
          <>
            <Text size="sm">
              {t('assistant.admin.count', { count: data.entries.length, limit: data.limit })}
            </Text>
            {data.entries.length === 0 && editing !== 'new' ? (
              <Text size="sm" c="dimmed">
                {t('assistant.admin.empty')}
              </Text>
            ) : null}
            {data.entries.map((entry) =>
              editing === entry.id ? (
                <Paper key={entry.id} withBorder radius="md" p="sm">
                  <KnowledgeEntryForm entry={entry} onDone={() => setEditing(null)} />
                </Paper>
              ) : (
                <EntryRow key={entry.id} entry={entry} onEdit={() => setEditing(entry.id)} />
              ),
            )}
            {editing === 'new' ? (
              <Paper withBorder radius="md" p="sm">
                <KnowledgeEntryForm entry={null} onDone={() => setEditing(null)} />
              </Paper>
            ) : (
              <Group>
                <Button
                  leftSection={<IconPlus size={16} />}
                  variant="light"
                  onClick={() => setEditing('new')}
                  disabled={data.entries.length >= data.limit}
                >
                  {t('assistant.admin.add')}
                </Button>
              </Group>
            )}
          </>
        ) : null}
      </Stack>
    </Card>
  );
}
