import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface StatusPanelProps {
  icon: ReactNode;
  title: string;
  children?: ReactNode;
  tone?: 'brand' | 'red' | 'gray';
}

/** The designed look of full-page states: not found, crashes, failed loads. */
export function StatusPanel({ icon, title, children, tone = 'brand' }: StatusPanelProps) {
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" maw={640} mx="auto" my="xl">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon variant="light" color={tone} size={64} radius="xl" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        {typeof children === 'string' ? <Text c="dimmed">{children}</Text> : children}
      </Stack>
    </Card>
  );
}
