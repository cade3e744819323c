import { Container } from '@mantine/core';
import type { ReactNode } from 'react';

/** The content column every page uses, with the site's vertical rhythm. */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      {children}
    </Container>
  );
}
