import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export interface DashboardItem {
  id: string;
  title: string;
  /** A site path, already carrying the page's query (useCarriedHref). */
  href: string;
  /** Short facts under the title, joined with a dot. */
  details: string[];
  /** A status badge or a date at the row's end. */
  aside?: ReactNode;
}

/** The compact rows every dashboard tab shows: a linked title, its facts and a status. */
export function DashboardList({ items }: { items: DashboardItem[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card key={item.id} component="li" withBorder radius="md" padding="md">
          <Group justify="space-between" align="center" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
              <Anchor component={Link} to={item.href} fw={600}>
                {item.title}
              </Anchor>
              {item.details.length > 0 && (
                <Text size="sm" c="dimmed">
                  {item.details.join(' · ')}
                </Text>
              )}
            </div>
            {item.aside}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
