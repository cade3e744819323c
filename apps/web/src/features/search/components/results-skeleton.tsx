import { Group, Skeleton, Stack } from '@mantine/core';
import classes from './position-card.module.css';

/** The results list while the first page loads: card-shaped placeholders. */
export function ResultsSkeleton({ count = 5 }: { count?: number }) {
  return (
    <Stack gap="sm" aria-hidden data-testid="results-skeleton">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders.
        <div key={i} className={classes.card}>
          <Skeleton height={20} width="60%" mb={12} />
          <Skeleton height={12} width="80%" mb={10} />
          <Skeleton height={12} width="95%" mb={12} />
          <Group gap={6}>
            <Skeleton height={18} width={64} />
            <Skeleton height={18} width={72} />
          </Group>
        </div>
      ))}
    </Stack>
  );
}
