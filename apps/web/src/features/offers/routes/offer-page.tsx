import { Button, Card, Skeleton, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { DocumentCard } from '../components/document-card.tsx';
import { OfferHeader } from '../components/offer-header.tsx';
import { OfferOverview, WhatHappensNext } from '../components/offer-overview.tsx';
import { useConfettiOnce } from '../hooks/use-confetti-once.ts';
import { useOfferOrRedirect } from '../hooks/use-offer-or-redirect.ts';
import { isOpen } from '../logic/offer-display.ts';

export function OfferPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { id } = useParams();
  const { query, missing } = useOfferOrRedirect(id);
  const offer = query.data;
  useConfettiOnce(offer?.id, !!offer && isOpen(offer));

  if (missing) return <Navigate to={href('/careers/offers')} replace />;
  return (
    <PageContainer>
      {query.isPending ? (
        <OfferSkeleton />
      ) : query.isError || !offer ? (
        <StatusPanel
          icon={<IconAlertTriangle size={32} />}
          title={t('offers.messages.fetchFailed')}
          tone="red"
        >
          <Button onClick={() => query.refetch()}>{t('offers.list.retry')}</Button>
        </StatusPanel>
      ) : (
        <Stack gap="xl">
          <OfferHeader offer={offer} />
          <WhatHappensNext offer={offer} />
          <OfferOverview offer={offer} />
          <Stack gap="sm">
            <Title order={2} fz="lg">
              {t('offers.detail.documents')}
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {offer.offer_documents.map((doc) => (
                <DocumentCard key={doc.id} offer={offer} doc={doc} />
              ))}
            </Stack>
          </Stack>
        </Stack>
      )}
    </PageContainer>
  );
}

export function OfferSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton height={28} width={90} />
      <Skeleton height={34} width="60%" />
      <Skeleton height={52} />
      {[0, 1].map((i) => (
        <Card key={i} withBorder radius="md" padding="md">
          <Skeleton height={44} />
        </Card>
      ))}
    </Stack>
  );
}
