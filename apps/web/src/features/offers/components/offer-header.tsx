import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import type { Offer } from '@opencareers/contracts/offers';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { displayStatus } from '../logic/offer-display.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

const alertColor: Record<string, string> = {
  Extended: 'blue',
  'Contract Extended': 'blue',
  Accepted: 'green',
  'Contract Accepted': 'green',
};

/** Back to the list, the title, the status and its message (shell §2 offer detail). */
export function OfferHeader({ offer, backTo }: { offer: Offer; backTo?: { path: string; label: string } }) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const status = displayStatus(offer);
  return (
    <Stack gap="md">
      <Group>
        <Button
          component={Link}
          to={href(backTo?.path ?? '/careers/offers')}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
          px={4}
        >
          {backTo?.label ?? t('offers.detail.back')}
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {t('offers.detail.title', { position: offer.position.name })}
        </Title>
        <OfferStatusBadge status={status} />
      </Group>
      {t(`offers.detail.message.${status}`) && (
        <Alert color={alertColor[status] ?? 'gray'} variant="light" radius="md" role="status">
          {t(`offers.detail.message.${status}`)}
        </Alert>
      )}
    </Stack>
  );
}
