import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { PositionSummary } from '@opencareers/contracts/position';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContentLang } from '../lib/i18n/use-content-lang.ts';

/**
 * A small job card in a list (`<ul>`): its title as the link, then where it is. Used where a
 * page suggests jobs beside its own subject (similar jobs after applying, recommendations on the
 * dashboard); the search results have their own, richer card. The caller builds the link (it
 * decides which parameters the link carries) and may add a badge beside the title.
 */
export function JobTile({
  position,
  to,
  badge,
  showDepartment = false,
}: {
  position: Pick<PositionSummary, 'name' | 'location' | 'department' | 'language'>;
  to: string;
  badge?: ReactNode;
  showDepartment?: boolean;
}) {
  // The title is the job's own text, in the language it was written in (issue 21).
  const lang = useContentLang(position.language);
  return (
    <Paper withBorder radius="md" p="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Anchor component={Link} to={to} fw={600} c="dark.8" lh={1.3} dir="auto" lang={lang}>
            {position.name}
          </Anchor>
          {badge}
        </Group>
        {showDepartment && (
          <Text size="sm" c="gray.7">
            {position.department}
          </Text>
        )}
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={14} aria-hidden color="var(--mantine-color-gray-7)" />
          <Text size="sm" c="gray.7" truncate>
            {position.location}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
