import { Anchor, Box, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import type { ChatMessage } from '../logic/conversation.ts';
import { AssistantJobCard } from './assistant-job-card.tsx';
import classes from './assistant-panel.module.css';
import { AssistantSearchAlert } from './assistant-search-alert.tsx';

/** One message of the conversation: the text, then cards, sources and links of a reply. */
export function AssistantMessage({
  message,
  onLeave,
  onPrompt,
  last,
}: {
  message: ChatMessage;
  onLeave: () => void;
  onPrompt: (prompt: string) => void;
  /** Follow-up prompts are offered under the latest reply only. */
  last: boolean;
}) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const mine = message.role === 'user';
  return (
    <Box className={mine ? classes.mine : classes.theirs} data-role={message.role}>
      <Text size="xs" c="dimmed" className={classes.speaker}>
        {mine ? t('assistant.you') : t('assistant.name')}
      </Text>
      <Text className={classes.text} c={message.failed ? 'red.8' : undefined}>
        {message.text || (message.pending ? t('assistant.thinking') : '')}
      </Text>
      {message.jobs ? (
        <Stack gap="xs" mt="xs">
          {message.jobs.jobs.map((job) => (
            <AssistantJobCard key={job.id} job={job} onLeave={onLeave} />
          ))}
          {message.jobs.search.total > 0 ? (
            <Anchor component={Link} to={href(message.jobs.search.url)} size="sm" onClick={onLeave}>
              {t('assistant.jobs.seeAll', { count: message.jobs.search.total })}
            </Anchor>
          ) : null}
          <AssistantSearchAlert search={message.jobs.search} onLeave={onLeave} />
        </Stack>
      ) : null}
      {message.sources?.length ? (
        <Text size="sm" c="dimmed" mt="xs" data-testid="assistant-sources">
          {t('assistant.source')}: {message.sources.map((s) => s.title).join(', ')}
        </Text>
      ) : null}
      {message.links?.length ? (
        <Group gap="xs" mt="xs">
          {message.links.map((l) => (
            <Anchor key={l.url} component={Link} to={href(l.url)} size="sm" onClick={onLeave}>
              {l.label}
            </Anchor>
          ))}
        </Group>
      ) : null}
      {last && message.suggestions?.length ? (
        <Group gap={6} mt="xs" role="group" aria-label={t('assistant.suggestions')}>
          {message.suggestions.map((p) => (
            <Button key={p} size="compact-sm" variant="outline" radius="xl" onClick={() => onPrompt(p)}>
              {p}
            </Button>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
