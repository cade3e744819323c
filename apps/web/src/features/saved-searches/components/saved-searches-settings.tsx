import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { SavedSearch } from '@opencareers/contracts/saved-searches';
import { savedSearchesLimit } from '@opencareers/contracts/saved-searches-limit';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryStatus } from '../../../components/query-status.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { formatDay } from '../../../lib/i18n/format-day.ts';
import { describeRequestError } from '../../../lib/notify/describe-request-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useDeleteSavedSearch, useSavedSearches } from '../api/saved-searches.ts';
import { filterCount, searchLabel } from '../logic/search-label.ts';

function SavedSearchRow({ search, userId }: { search: SavedSearch; userId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const remove = useDeleteSavedSearch(userId);
  const label = searchLabel(t, {
    query: search.query,
    location: search.location,
    filterCount: filterCount(search.filters),
  });
  const since = formatDay(search.createdAt, i18n.language);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py="xs">
      <div style={{ minWidth: 0 }}>
        <Anchor component={Link} to={href(search.url)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {label}
        </Anchor>
        <Text size="sm" c="gray.7">
          {t('savedSearches.since', { date: since })}
        </Text>
      </div>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden />}
        aria-label={t('savedSearches.deleteNamed', { name: label })}
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(search.id, {
            onSuccess: () => showSuccessToast(t('savedSearches.deletedToast')),
            onError: (error) => showErrorToast(describeRequestError(error)),
          })
        }
      >
        {t('savedSearches.delete')}
      </Button>
    </Group>
  );
}

/** The settings section listing the candidate's saved searches (job alerts), each deletable. */
export function SavedSearchesSettings() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { user, config } = useBoot();
  const userId = user.profile?.encId;
  const list = useSavedSearches(userId);
  const enabled = config.notificationsConfig.savedSearchNotificationsEnabled;
  // Where alerts are off there is nothing to manage, unless searches were saved while they were on.
  if (!enabled && !list.data?.savedSearches.length) return null;

  let body: React.ReactNode;
  if (list.isPending || list.isError)
    body = <QueryStatus query={list} failedTitle={t('savedSearches.loadFailed')} />;
  else if (!list.data.savedSearches.length)
    body = (
      <Stack gap="xs" align="flex-start">
        <Text c="gray.7">{t('savedSearches.empty')}</Text>
        <Button component={Link} to={href('/careers/search')} variant="light">
          {t('savedSearches.browse')}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
        {list.data.savedSearches.map((s) => (
          <SavedSearchRow key={s.id} search={s} userId={userId} />
        ))}
      </Stack>
    );

  return (
    <SectionCard
      title={t('savedSearches.title')}
      intro={t('savedSearches.intro', { limit: list.data?.limit ?? savedSearchesLimit })}
    >
      {body}
    </SectionCard>
  );
}
