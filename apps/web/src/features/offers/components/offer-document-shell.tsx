import { Button, Stack } from '@mantine/core';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useOfferOrRedirect } from '../hooks/use-offer-or-redirect.ts';
import { OfferSkeleton } from '../routes/offer-page.tsx';
import { OfferHeader } from './offer-header.tsx';

/**
 * The frame shared by the offer-letter and offer-document pages: loads the offer from the
 * address, sends a missing offer to the list and a missing document back to its offer, and
 * shows the skeleton, the failure panel or the header with `children(offer, doc)`.
 */
export function OfferDocumentShell({
  pick,
  children,
}: {
  pick: (offer: Offer) => OfferDocument | undefined;
  children: (offer: Offer, doc: OfferDocument) => ReactNode;
}) {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { id } = useParams();
  const { query, missing } = useOfferOrRedirect(id);
  if (missing) return <Navigate to={href('/careers/offers')} replace />;
  const offer = query.data;
  const doc = offer && pick(offer);
  if (offer && !doc) return <Navigate to={href(`/careers/offer/${offer.id}`)} replace />;
  return (
    <PageContainer>
      {query.isPending ? (
        <OfferSkeleton />
      ) : !offer || !doc ? (
        <StatusPanel
          icon={<IconAlertTriangle size={32} />}
          title={t('offers.messages.fetchFailed')}
          tone="red"
        >
          <Button onClick={() => query.refetch()}>{t('offers.list.retry')}</Button>
        </StatusPanel>
      ) : (
        <Stack gap="xl">
          <OfferHeader
            offer={offer}
            backTo={{ path: `/careers/offer/${offer.id}`, label: t('offers.letter.back') }}
          />
          {children(offer, doc)}
        </Stack>
      )}
    </PageContainer>
  );
}
