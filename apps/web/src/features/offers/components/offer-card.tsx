import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@opencareers/contracts/offers';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { daysUntil, displayStatus, formatOfferDate, isOpen } from '../logic/offer-display.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

/** One offer on the offers list (shell §2). */
export function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
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
            <Badge
              color="orange"
              variant="filled"
              radius="sm"
              leftSection={<IconAlertCircle size={14} aria-hidden />}
            >
              {t('offers.list.actionRequired')}
            </Badge>
          )}
          {open && offer.expires_at && (
            <Text size="sm" c="orange.9" fw={600}>
              <IconClock size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
              {t('offers.list.expiresIn', { count: Math.max(1, daysUntil(offer.expires_at)) })}
            </Text>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {status === 'Expired' && offer.expires_at
            ? t('offers.list.expiredOn', { date: formatOfferDate(offer.expires_at) })
            : t('offers.list.lastUpdated', { date: formatOfferDate(offer.updated_at) })}
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
