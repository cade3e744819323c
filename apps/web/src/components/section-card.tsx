import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled card section (settings, admin tools): the heading names the region for screen readers. */
export function SectionCard({ title, intro, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card withBorder radius="lg" padding="xl" shadow="xs" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {title}
          </Title>
          {intro ? (
            <Text c="gray.7" size="sm" mt={4}>
              {intro}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Card>
  );
}
