import { ActionIcon, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { DraftApplication } from '@opencareers/contracts/drafts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import {
  splitDraftApplications,
  useDeleteDraftApplication,
  useDraftApplications,
} from '../../apply/index.ts';
import { relativeAge } from '../../positions/index.ts';

function DraftRow({ draft, closed }: { draft: DraftApplication; closed: boolean }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const remove = useDeleteDraftApplication();
  const title = draft.position.name;
  const details = [
    draft.position.location,
    t('dashboard.drafts.savedAgo', { date: relativeAge(draft.updated_at, i18n.language) }),
  ];
  return (
    <Card component="li" withBorder radius="md" padding="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
          {closed ? (
            <Text fw={600}>{title}</Text>
          ) : (
            <Anchor
              component={Link}
              to={href(`/careers/apply?pid=${encodeURIComponent(draft.position_id)}`)}
              fw={600}
            >
              {title}
            </Anchor>
          )}
          <Text size="sm" c="dimmed">
            {details.filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          {closed ? (
            <Badge color="gray" variant="light">
              {t('dashboard.drafts.closedBadge')}
            </Badge>
          ) : (
            <Button
              component={Link}
              to={href(`/careers/apply?pid=${encodeURIComponent(draft.position_id)}`)}
              size="xs"
              variant="light"
              aria-label={`${t('dashboard.drafts.continue')}: ${title}`}
            >
              {t('dashboard.drafts.continue')}
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="lg"
            aria-label={t('dashboard.drafts.delete', { title })}
            onClick={() => remove.mutate(draft.position_id)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

function DraftList({
  heading,
  drafts,
  closed,
}: {
  heading: string;
  drafts: DraftApplication[];
  closed: boolean;
}) {
  if (!drafts.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {heading}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {drafts.map((d) => (
          <DraftRow key={d.position_id} draft={d} closed={closed} />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * The dashboard's drafts (spec search §3 openDraftApplications / closedDraftApplications):
 * applications started and autosaved, open ones to continue and closed ones to clear away.
 * Shown only when there are some.
 */
export function DraftApplicationsCard() {
  const { t } = useTranslation();
  const drafts = useDraftApplications();
  if (!drafts.data) {
    if (drafts.isPending) return null;
    return <QueryStatus query={drafts} failedTitle={t('dashboard.drafts.loadFailed')} />;
  }
  if (!drafts.data.length) return null;
  const { openDraftApplications, closedDraftApplications } = splitDraftApplications(drafts.data);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="section"
      aria-labelledby="draft-applications-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="draft-applications-title">
            {t('dashboard.drafts.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('dashboard.drafts.intro')}
          </Text>
        </div>
        <DraftList heading={t('dashboard.drafts.open')} drafts={openDraftApplications} closed={false} />
        <DraftList heading={t('dashboard.drafts.closed')} drafts={closedDraftApplications} closed />
      </Stack>
    </Card>
  );
}
