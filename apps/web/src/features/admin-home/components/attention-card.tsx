import { Anchor, Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';

interface AttentionCardProps {
  label: string;
  count: number;
  help: string;
  to: string;
  linkLabel: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  color: string;
}

/** One count that needs attention, with the list behind it. */
export function AttentionCard({ label, count, help, to, linkLabel, icon: Icon, color }: AttentionCardProps) {
  const headingId = `attention-${to.replace(/\W+/g, '-')}`;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text id={headingId} fw={600} size="sm" c="dimmed">
              {label}
            </Text>
            <Text fz={36} fw={700} lh={1.2} c={count > 0 ? 'dark' : 'dimmed'} data-testid="attention-count">
              {count}
            </Text>
          </div>
          <ThemeIcon variant="light" color={color} size={40} radius="md">
            <Icon size={22} aria-hidden />
          </ThemeIcon>
        </Group>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        <Anchor component={Link} to={to} fw={600} size="sm" aria-label={`${linkLabel}: ${label}`}>
          <Group gap={4} component="span">
            {linkLabel}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Stack>
    </Card>
  );
}
