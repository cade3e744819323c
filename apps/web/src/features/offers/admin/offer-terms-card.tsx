import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminOffer } from '@opencareers/contracts/offers';
import { payPeriods } from '@opencareers/contracts/search-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOpen } from '../logic/offer-display.ts';
import { formatOfferDay, formatOfferPay, formatRespondBy } from '../logic/offer-terms.ts';
import { EditTermsModal } from './edit-terms-modal.tsx';

/** The terms may change until the candidate answers: a draft, or open with nothing signed yet. */
export const canEditTerms = (offer: AdminOffer, now = Date.now()) =>
  (offer.status === 'Draft' || isOpen(offer, now)) &&
  !offer.offer_documents.some((d) => d.status === 'Signed' || d.status === 'Pending');

/** The offer's terms as the company set them, with "Edit terms" while they may still change. */
export function OfferTermsCard({ offer }: { offer: AdminOffer }) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const pay = formatOfferPay(offer, i18n.language);
  const none = t('offers.editTerms.none');
  const period = payPeriods.find((p) => p === offer.pay_period);
  const rows: [string, string][] = [
    [t('offers.admin.pay'), pay && period ? t(`offers.overview.payPer.${period}`, { pay }) : (pay ?? none)],
    [t('offers.admin.startDate'), offer.start_date ? formatOfferDay(offer.start_date, i18n.language) : none],
    [t('offers.admin.place'), offer.place ?? none],
    [t('offers.admin.manager'), offer.hiring_manager ?? none],
    [
      t('offers.editTerms.respondBy'),
      offer.expires_at ? formatRespondBy(offer.expires_at, i18n.language) : none,
    ],
  ];
  const editable = canEditTerms(offer);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="offer-terms-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="lg" id="offer-terms-title">
            {t('offers.editTerms.heading')}
          </Title>
          {editable && (
            <Button variant="light" onClick={() => setEditing(true)}>
              {t('offers.editTerms.open')}
            </Button>
          )}
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" ms={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
      {editable && <EditTermsModal offer={offer} opened={editing} onClose={() => setEditing(false)} />}
    </Card>
  );
}
