import { Card, Group, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The shape of the interview cards while they load. */
export function InterviewsSkeleton({ cards = 2 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={20} width={140} />
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={22} width="50%" mb="md" />
          <Skeleton height={14} width="70%" mb="sm" />
          <Skeleton height={14} width="35%" mb="md" />
          <Group gap="sm">
            <Skeleton height={36} width={140} />
            <Skeleton height={36} width={160} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
