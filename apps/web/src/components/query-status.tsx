import { Alert, Button, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface QueryLike {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * What a section shows while its query loads (an announced skeleton line) or after it failed
 * (the reason and Try again); null once there is data to show.
 */
export function QueryStatus({ query, failedTitle }: { query: QueryLike; failedTitle: string }) {
  const { t } = useTranslation();
  if (query.isPending)
    return <Skeleton height={44} radius="md" role="status" aria-label={t('common.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" title={failedTitle}>
        <Button variant="light" color="red" size="xs" mt="xs" onClick={() => void query.refetch()}>
          {t('common.tryAgain')}
        </Button>
      </Alert>
    );
  return null;
}
