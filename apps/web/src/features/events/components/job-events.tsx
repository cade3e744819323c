import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { usePositionEvents } from '../api/events-api.ts';
import { formatEventRange } from '../logic/event-display.ts';

/** On a job's page: upcoming recruiting events about this job or its department, if any. */
export function JobEvents({ positionId }: { positionId: string | undefined }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const headingId = useId();
  const events = usePositionEvents(positionId);
  if (!events.data?.length) return null;
  return (
    <Card withBorder radius="lg" padding="lg" mt="xl" component="section" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} fz="lg" id={headingId}>
          {t('events.forJob')}
        </Title>
        {events.data.map((e) => (
          <div key={e.id}>
            <Anchor component={Link} to={href('/careers/events')} fw={600}>
              {e.title}
            </Anchor>
            <Text size="sm" c="gray.7">
              {formatEventRange(e.starts_at, e.ends_at, i18n.language)} · {t(`events.formats.${e.format}`)}
            </Text>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
