import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FormSection as Section } from '../../core/definition-schema.ts';
import { SafeHtml } from '../safe-html.tsx';

/** One section: its heading, optional description and its fields. */
export function FormSection({
  section,
  id,
  children,
  withDescription = false,
}: {
  section: Section;
  id: string;
  children: ReactNode;
  withDescription?: boolean;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} data-section>
      <Title order={2} fz="h3" id={`${id}-title`} mb="sm">
        {section.title}
      </Title>
      {withDescription && section.description ? <SafeHtml html={section.description} /> : null}
      <Stack gap="lg">{children}</Stack>
    </section>
  );
}

export function FormFooter({ children, sticky }: { children: ReactNode; sticky: boolean }) {
  if (!children) return null;
  return (
    <div
      data-form-footer
      style={
        sticky
          ? {
              position: 'sticky',
              bottom: 0,
              zIndex: 2,
              background: 'var(--mantine-color-body)',
              borderTop: '1px solid var(--mantine-color-gray-3)',
              padding: '12px 0',
              marginTop: 24,
            }
          : { marginTop: 24 }
      }
    >
      {children}
    </div>
  );
}
