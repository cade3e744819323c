import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { toastDurations } from '@opencareers/contracts/constants';
import type { PositionSummary } from '@opencareers/contracts/position';
import { IconAlertTriangle, IconBookmarkFilled, IconBookmarks, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardGrid } from '../../../components/card-grid.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { useContentLang } from '../../../lib/i18n/use-content-lang.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import {
  isOpen,
  PositionBadges,
  relativeAge,
  useSavedPositions,
  useSavePosition,
} from '../../positions/index.ts';

/** /careers/saved-jobs: the candidate's saved positions, newest saved first. */
export function SavedJobsPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const saved = useSavedPositions();

  let body: React.ReactNode;
  if (saved.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="saved-skeleton" aria-hidden>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={150} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (saved.isError) {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState message={t('savedJobs.loadFailed')} icon={<IconAlertTriangle size={28} />}>
          <Button variant="light" onClick={() => void saved.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </EmptyState>
      </Card>
    );
  } else if (saved.data.length === 0) {
    body = (
      <Card withBorder radius="lg" padding="xl">
        <EmptyState message={t('savedJobs.empty')} icon={<IconBookmarks size={28} />}>
          <Button component={Link} to={href('/careers')}>
            {t('savedJobs.browse')}
          </Button>
        </EmptyState>
      </Card>
    );
  } else {
    body = (
      <CardGrid component="ul" data-testid="saved-jobs">
        {saved.data.map((position) => (
          <li key={position.id}>
            <SavedJobCard position={position} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <PageContainer>
      <Stack gap={4} mb="lg">
        <Title order={1}>{t('pages.savedJobs')}</Title>
        <Text c="dimmed">{t('savedJobs.intro')}</Text>
      </Stack>
      {body}
    </PageContainer>
  );
}

function SavedJobCard({ position }: { position: PositionSummary }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const unsave = useSavePosition();
  // The title is the job's own text, in the language it was written in (issue 21).
  const lang = useContentLang(position.language);
  const open = isOpen(position);
  const remove = () =>
    unsave.mutate(
      { positionId: position.id, save: false },
      {
        onSuccess: () => showSuccessToast(t('positions.unsavedToast')),
        onError: () => showErrorToast(t('positions.saveFailed'), toastDurations.errorLong),
      },
    );
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={650} fz="lg" lh={1.3}>
              <Anchor
                component={Link}
                to={href(`/careers/job/${encodeURIComponent(position.id)}`)}
                dir="auto"
                lang={lang}
              >
                {position.name}
              </Anchor>
            </Text>
            <Text size="sm" c="dimmed">
              {position.department}
            </Text>
          </div>
          <Tooltip label={t('positions.unsave')}>
            <ActionIcon
              variant="subtle"
              size="lg"
              onClick={remove}
              loading={unsave.isPending}
              aria-label={`${t('positions.unsave')}: ${position.name}`}
            >
              <IconBookmarkFilled size={20} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Group gap={6} c="dimmed" fz="sm" wrap="nowrap">
          <IconMapPin size={15} aria-hidden />
          <span>{position.location}</span>
        </Group>
        <PositionBadges position={position} />
        <Group justify="space-between" mt="auto" pt="xs">
          <Text size="xs" c="dimmed">
            {t('search.postedAgo', { age: relativeAge(position.postedAt, i18n.language) })}
          </Text>
          {open ? (
            <Button
              component={Link}
              to={href(`/careers/apply?pid=${encodeURIComponent(position.id)}`)}
              size="xs"
              variant="light"
            >
              {t('positions.apply')}
            </Button>
          ) : (
            <Badge color="gray" variant="light">
              {t('savedJobs.closed')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
