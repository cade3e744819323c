import { Card, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AssignedFormsSkeleton({ cards = 3 }: { cards?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={22} width="50%" mb="md" />
          <Skeleton height={14} width="35%" mb="sm" />
          <Skeleton height={14} width="25%" mb="md" />
          <Skeleton height={36} width={120} />
        </Card>
      ))}
    </Stack>
  );
}
