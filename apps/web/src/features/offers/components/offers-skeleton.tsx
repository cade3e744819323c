import { Card, Skeleton, Stack } from '@mantine/core';

export function OffersSkeleton({ cards = 3 }: { cards?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading">
      {Array.from({ length: cards }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={i} withBorder radius="lg" padding="lg">
          <Skeleton height={22} width="55%" mb="md" />
          <Skeleton height={14} width="30%" mb="sm" />
          <Skeleton height={36} width={160} />
        </Card>
      ))}
    </Stack>
  );
}
