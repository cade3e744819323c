import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The narrow centred card of the login and logout pages. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" shadow="sm" padding="xl" maw={480} mx="auto" my={{ base: 'md', sm: 'xl' }}>
      <Title order={1} fz={{ base: 24, sm: 28 }} mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}
