import { IconMailOpened } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { displayStatus, formatOfferDate, isOpen, OfferStatusBadge, useOffers } from '../../offers/index.ts';
import { DashboardPanel } from '../components/dashboard-panel.tsx';

/** The offers tab: every offer, open ones with the date to answer by. */
export function OffersPanel() {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const offers = useOffers();
  const items = offers.data?.map((offer) => ({
    id: offer.id,
    title: offer.position.name,
    href: href(`/careers/offer/${offer.id}`),
    details:
      isOpen(offer) && offer.expires_at
        ? [t('dashboard.offers.respondBy', { date: formatOfferDate(offer.expires_at, i18n.language) })]
        : [t('offers.list.lastUpdated', { date: formatOfferDate(offer.updated_at, i18n.language) })],
    aside: <OfferStatusBadge status={displayStatus(offer)} />,
  }));
  return (
    <DashboardPanel
      query={offers}
      failedTitle={t('offers.list.loadFailed')}
      items={items}
      empty={{ message: t('offers.list.empty'), icon: <IconMailOpened size={28} stroke={1.5} /> }}
      seeAll={{ label: t('dashboard.seeAll', { count: items?.length ?? 0 }), to: href('/careers/offers') }}
    />
  );
}
