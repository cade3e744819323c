import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { AssistantJob } from '@opencareers/contracts/assistant';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useSavePosition } from '../../positions/index.ts';

const loginRoutes = ['jobs'] as const;

/** A job in a reply: its page, save (the saved-jobs mutation) and apply. */
export function AssistantJobCard({ job, onLeave }: { job: AssistantJob; onLeave: () => void }) {
  const { t } = useTranslation();
  const { user, config } = useBoot();
  const href = useCarriedHref();
  const save = useSavePosition();
  const [saved, setSaved] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = () =>
    save.mutateAsync({ positionId: job.id, save: !saved }).then(
      () => {
        setSaved(!saved);
        setFailed(false);
      },
      () => setFailed(true),
    );
  const toggleSave = () => {
    if (!user.isLoggedIn) {
      // The login dialog sits below the assistant's layer (499): close the panel for it.
      onLeave();
      openLoginModal({ action: { run, routes: loginRoutes } });
      return;
    }
    void run();
  };

  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={job.title}>
      <Stack gap={4}>
        <Anchor component={Link} to={href(job.url)} fw={600} onClick={onLeave}>
          {job.title}
        </Anchor>
        {job.location ? (
          <Text size="sm" c="dimmed">
            {job.location}
          </Text>
        ) : null}
        <Group gap="xs" mt={4}>
          <Button component={Link} to={href(job.url)} size="compact-sm" variant="light" onClick={onLeave}>
            {t('assistant.jobs.open')}
          </Button>
          {config.loginSignupConfig.candidateLoginEnabled || user.isLoggedIn ? (
            <Button
              size="compact-sm"
              variant="default"
              onClick={toggleSave}
              loading={save.isPending}
              aria-pressed={saved}
              leftSection={saved ? <IconBookmarkFilled size={14} /> : <IconBookmark size={14} />}
            >
              {saved ? t('assistant.jobs.saved') : t('assistant.jobs.save')}
            </Button>
          ) : null}
          {job.apply_url ? (
            <Button component={Link} to={href(job.apply_url)} size="compact-sm" onClick={onLeave}>
              {t('assistant.jobs.apply')}
            </Button>
          ) : null}
        </Group>
        {failed ? (
          <Text size="sm" c="red.8" role="alert">
            {t('assistant.jobs.saveFailed')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
