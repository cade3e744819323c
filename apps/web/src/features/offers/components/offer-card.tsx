import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@opencareers/contracts/offers';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { daysUntil, displayStatus, formatOfferDate, isOpen } from '../logic/offer-display.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

/** A deep orange that keeps 4.5:1 contrast with white and on white (WCAG AA for small text). */
const attention = '#a03a05';

/** One offer on the offers list (shell §2). */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const status = displayStatus(offer);
  const open = isOpen(offer);
  const titleId = `offer-title-${offer.id}`;
  return (
    <Card withBorder radius="lg" padding="lg" shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id={titleId}>
            {offer.position.name}
          </Title>
          <OfferStatusBadge status={status} />
        </Group>
        <Group gap="xs">
          {open && (
            <Group gap={4} c={attention} fw={700} fz="sm">
              <IconAlertCircle size={16} aria-hidden />
              {t('offers.list.actionRequired')}
            </Group>
          )}
          {open && offer.expires_at && (
            <Text size="sm" c={attention} fw={600}>
              <IconClock size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
              {t('offers.list.expiresIn', { count: Math.max(1, daysUntil(offer.expires_at)) })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {status === 'Expired' && offer.expires_at
            ? t('offers.list.expiredOn', { date: formatOfferDate(offer.expires_at, i18n.language) })
            : t('offers.list.lastUpdated', { date: formatOfferDate(offer.updated_at, i18n.language) })}
        </Text>
        <Group>
          <Button
            component={Link}
            to={href(`/careers/offer/${offer.id}`)}
            variant={open ? 'filled' : 'light'}
          >
            {t('offers.list.view')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
