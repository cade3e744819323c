import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { errorCodes } from '@opencareers/contracts/api-envelope-constants';
import type { EventForCandidate } from '@opencareers/contracts/events';
import {
  IconCalendarPlus,
  IconClock,
  IconExternalLink,
  IconMapPin,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { eventsQueryKey, useCancelRegistration, useRegisterForEvent } from '../api/events-api.ts';
import { canRegister, formatEventRange } from '../logic/event-display.ts';

/** One event: when (in the reader's zone), where, seats, and register / cancel / add to calendar. */
export function EventCard({ event: e, timeZone }: { event: EventForCandidate; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const register = useRegisterForEvent();
  const cancel = useCancelRegistration();
  // A refusal that concerns this card (full, cancelled meanwhile) is said on the card itself.
  const [refusal, setRefusal] = useState<string | null>(null);
  const registered = e.registration?.status === 'registered';
  const cancelled = e.status === 'cancelled';
  const titleId = `event-title-${e.id}`;

  const client = useQueryClient();
  const failed = (error: unknown) => {
    const code = isApiRequestError(error) ? error.code : undefined;
    if (code === errorCodes.eventFull || code === errorCodes.eventClosed) {
      setRefusal(code === errorCodes.eventFull ? t('events.full') : t('events.closed'));
      // The seats or the event changed meanwhile: show them as they are now.
      void client.invalidateQueries({ queryKey: eventsQueryKey });
    } else
      showErrorToast(isApiRequestError(error) && error.status !== 0 ? error.message : t('events.failed'));
  };

  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="xs"
      component="article"
      aria-labelledby={titleId}
      data-event-id={e.id}
      data-registered={registered}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {e.title}
          </Title>
          {cancelled ? (
            <Badge color="red" c="red.9" variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {t('events.cancelled')}
            </Badge>
          ) : registered ? (
            <Badge color="teal" c="teal.9" variant="light" radius="sm" tt="none" style={{ flexShrink: 0 }}>
              {t('events.registered')}
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fw={600} td={cancelled ? 'line-through' : undefined}>
            {formatEventRange(e.starts_at, e.ends_at, i18n.language, timeZone)}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {e.format === 'online' ? (
            <IconVideo size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          ) : (
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          )}
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {e.format === 'online' ? t('events.onlineWhere') : e.location}
          </Text>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <IconUsers size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">
            {e.spots_left === null ? t('events.openSeats') : t('events.spotsLeft', { count: e.spots_left })}
          </Text>
        </Group>
        {e.description ? (
          <Text size="sm" c="gray.8" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {e.description}
          </Text>
        ) : null}
        {e.positions.length || e.departments.length ? (
          <Text size="sm" c="gray.8">
            <Text span size="sm" fw={600}>
              {t('events.about')}:{' '}
            </Text>
            {e.positions.map((p, i) => (
              <span key={p.id}>
                {i ? ', ' : ''}
                <Anchor component={Link} to={href(`/careers/job/${encodeURIComponent(p.id)}`)} size="sm">
                  {p.title}
                </Anchor>
              </span>
            ))}
            {e.positions.length && e.departments.length ? ', ' : ''}
            {e.departments.join(', ')}
          </Text>
        ) : null}
        {refusal ? (
          <Alert color="red" role="alert" variant="light">
            {refusal}
          </Alert>
        ) : null}
        {!cancelled ? (
          <Group gap="sm" mt="xs">
            {registered ? (
              <>
                {e.meeting_url ? (
                  <Button
                    component="a"
                    href={e.meeting_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    leftSection={<IconExternalLink size={16} aria-hidden />}
                    aria-label={t('events.joinLabel', { title: e.title })}
                  >
                    {t('events.join')}
                  </Button>
                ) : null}
                {e.calendar_url ? (
                  <Button
                    component="a"
                    href={href(e.calendar_url)}
                    download
                    variant="light"
                    leftSection={<IconCalendarPlus size={16} aria-hidden />}
                    aria-label={t('events.addToCalendarLabel', { title: e.title })}
                  >
                    {t('events.addToCalendar')}
                  </Button>
                ) : null}
                <Button
                  variant="subtle"
                  color="red"
                  c="red.9"
                  loading={cancel.isPending}
                  onClick={() =>
                    cancel.mutate(e.id, {
                      onSuccess: () => showSuccessToast(t('events.cancelledToast', { title: e.title })),
                      onError: failed,
                    })
                  }
                  aria-label={t('events.cancelLabel', { title: e.title })}
                >
                  {t('events.cancel')}
                </Button>
              </>
            ) : (
              <Button
                disabled={!canRegister(e)}
                loading={register.isPending}
                onClick={() => {
                  setRefusal(null);
                  register.mutate(e.id, {
                    onSuccess: () => showSuccessToast(t('events.registeredToast', { title: e.title })),
                    onError: failed,
                  });
                }}
                aria-label={t('events.registerLabel', { title: e.title })}
              >
                {e.spots_left === 0 ? t('events.fullButton') : t('events.register')}
              </Button>
            )}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
