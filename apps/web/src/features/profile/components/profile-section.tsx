import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ProfileSection as SectionName } from '@opencareers/contracts/profile';
import type { ReactNode } from 'react';

/** The anchor of a section, so completion suggestions can link to it (#profile-experience). */
export const sectionAnchor = (section: SectionName) => `profile-${section}`;
const headingId = (section: SectionName) => `profile-${section}-heading`;

/** Moves the reader to a section: scrolls it into view and focuses its heading. */
export function focusSection(section: SectionName): void {
  const heading = document.getElementById(headingId(section));
  if (!heading) return;
  heading.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  heading.focus({ preventScroll: true });
}

interface ProfileSectionProps {
  section: SectionName;
  title: string;
  intro?: ReactNode;
  /** Buttons beside the title (Edit, Add). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile page; its heading is the focus target of links to it. */
export function ProfileSection({ section, title, intro, actions, children }: ProfileSectionProps) {
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="section"
      id={sectionAnchor(section)}
      aria-labelledby={headingId(section)}
      style={{ scrollMarginTop: 80 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <div>
            <Title order={2} size="h4" id={headingId(section)} tabIndex={-1}>
              {title}
            </Title>
            {intro ? (
              <Text c="gray.7" size="sm" mt={2}>
                {intro}
              </Text>
            ) : null}
          </div>
          {actions ? <Group gap="xs">{actions}</Group> : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}
