import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  message: string;
  icon?: ReactNode;
  children?: ReactNode;
}

/** A calm, centred "nothing to show" block for cards and pages. */
export function EmptyState({ message, icon, children }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon variant="light" size={56} radius="xl" aria-hidden>
        {icon ?? <IconInbox size={28} stroke={1.5} />}
      </ThemeIcon>
      <Text c="dimmed">{message}</Text>
      {children}
    </Stack>
  );
}
