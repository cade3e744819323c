import { Button, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../../components/card-grid.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useOffers } from '../api/get-offers.ts';
import { OfferCard } from '../components/offer-card.tsx';
import { OffersSkeleton } from '../components/offers-skeleton.tsx';

export function OffersPage() {
  const { t } = useTranslation();
  const offers = useOffers();
  return (
    <PageContainer>
      <Stack gap="lg">
        <Title order={1}>{t('offers.list.title')}</Title>
        {offers.isPending ? (
          <OffersSkeleton />
        ) : offers.isError ? (
          <StatusPanel icon={<IconAlertTriangle size={32} />} title={t('offers.list.loadFailed')} tone="red">
            <Button onClick={() => offers.refetch()}>{t('offers.list.retry')}</Button>
          </StatusPanel>
        ) : offers.data.length === 0 ? (
          <EmptyState message={t('offers.list.empty')} icon={<IconMailOpened size={28} stroke={1.5} />} />
        ) : (
          <CardGrid>
            {offers.data.map((offer) => (
              <OfferCard key={offer.id} offer={offer} />
            ))}
          </CardGrid>
        )}
      </Stack>
    </PageContainer>
  );
}
