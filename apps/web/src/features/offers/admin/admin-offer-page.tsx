import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { formatTime } from '../../../lib/i18n/format-day.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { OfferStatusBadge } from '../components/offer-status-badge.tsx';
import { displayStatus, formatOfferDate } from '../logic/offer-display.ts';
import { serverMessage } from '../logic/server-message.ts';
import { AddDocumentForm } from './add-document-form.tsx';
import { useAdminOffer, useCancelOffer, useCountersign } from './admin-offers-api.ts';
import { ExtendOfferForm } from './extend-offer-form.tsx';
import { OfferTermsCard } from './offer-terms-card.tsx';
import { StoredPdf } from './stored-pdf.tsx';
import { UploadReviewPanel } from './upload-review-panel.tsx';

function OfferAdmin({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const href = useCarriedHref();
  const { search } = useLocation();
  const query = useAdminOffer(id);
  const cancel = useCancelOffer(id);
  const countersign = useCountersign(id);
  /** The document shown in the page (one at a time: each is a full-size PDF). */
  const [previewing, setPreviewing] = useState<string | null>(null);
  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (query.isError)
    return <Text c="red.9">{serverMessage(query.error) ?? t('offers.messages.fetchFailed')}</Text>;
  const { offer, signatures } = query.data;
  const open = offer.status === 'Extended' || offer.status === 'Contract Extended';
  const canExtend = offer.status === 'Draft' || open;
  const canCancel = offer.status === 'Draft' || open;
  const done = (key: 'canceled') => ({
    onSuccess: () => showSuccessToast(t(`offers.admin.${key}`)),
    onError: (e: unknown) => showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed')),
  });
  const docName = (docId: string) => offer.offer_documents.find((d) => d.id === docId)?.name ?? docId;

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {t('offers.detail.title', { position: offer.position.name })}
          </Title>
          <Text c="dimmed">
            {offer.candidate.fullname} · {offer.candidate.email}
          </Text>
        </Stack>
        <OfferStatusBadge status={displayStatus(offer)} />
      </Group>

      {offer.decline_reason && (
        <Card withBorder radius="lg" padding="lg">
          <Text fw={600}>{t('offers.review.declineReason')}</Text>
          <Text>{offer.decline_reason}</Text>
        </Card>
      )}
      <UploadReviewPanel offer={offer} />
      <OfferTermsCard offer={offer} />

      <Card withBorder radius="lg" padding="lg">
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t('offers.detail.documents')}
          </Title>
          {offer.offer_documents.length === 0 && <Text c="dimmed">{t('offers.admin.noDocuments')}</Text>}
          {offer.offer_documents.map((d) => (
            <Stack key={d.id} gap="xs">
              <Group justify="space-between">
                <Group gap="xs">
                  <Anchor href={`${d.url}${search}`} download>
                    {d.name}
                  </Anchor>
                  {d.document_type === 'offer_letter' && (
                    <Badge variant="light" c="blue.9">
                      {t('pages.offerLetter')}
                    </Badge>
                  )}
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-expanded={previewing === d.id}
                    aria-label={t(
                      previewing === d.id ? 'offers.admin.hidePreviewOf' : 'offers.admin.previewOf',
                      {
                        name: d.name,
                      },
                    )}
                    onClick={() => setPreviewing(previewing === d.id ? null : d.id)}
                  >
                    {t(previewing === d.id ? 'offers.admin.hidePreview' : 'offers.admin.preview')}
                  </Button>
                </Group>
                <Group gap="sm">
                  <Text size="sm">{t(`offers.documentStatus.${d.status}`)}</Text>
                  {d.status === 'Signed' &&
                    !signatures.some((s) => s.document_id === d.id && s.method === 'countersign') && (
                      <Button
                        size="xs"
                        variant="light"
                        loading={countersign.isPending}
                        onClick={() =>
                          countersign.mutate(d.id, {
                            onSuccess: () => showSuccessToast(t('offers.review.countersigned')),
                            onError: (e: unknown) =>
                              showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed')),
                          })
                        }
                      >
                        {t('offers.review.countersign')}
                      </Button>
                    )}
                </Group>
              </Group>
              {previewing === d.id && <StoredPdf url={`${d.url}${search}`} name={d.name} />}
            </Stack>
          ))}
          {offer.status === 'Draft' && (
            <AddDocumentForm
              offerId={offer.id}
              hasLetter={offer.offer_documents.some((d) => d.document_type === 'offer_letter')}
            />
          )}
        </Stack>
      </Card>

      {(canExtend || canCancel) && (
        <Card withBorder radius="lg" padding="lg">
          <Group align="flex-end" gap="sm">
            {canExtend && <ExtendOfferForm offerId={offer.id} isDraft={offer.status === 'Draft'} />}
            {canCancel && (
              <Button
                variant="outline"
                color="red.9"
                onClick={() => cancel.mutate(undefined, done('canceled'))}
              >
                {t('offers.admin.cancel')}
              </Button>
            )}
          </Group>
        </Card>
      )}

      <Card withBorder radius="lg" padding="lg">
        <Title order={2} fz="lg" mb="md">
          {t('offers.admin.audit')}
        </Title>
        {signatures.length === 0 ? (
          <Text c="dimmed">{t('offers.admin.noSignatures')}</Text>
        ) : (
          // Native scrolling on a focusable box: a keyboard user can scroll the table on a
          // phone (axe scrollable-region-focusable), as the background jobs list does.
          <Table.ScrollContainer
            minWidth={720}
            type="native"
            tabIndex={0}
            role="group"
            aria-label={t('offers.admin.audit')}
          >
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('offers.admin.document')}</Table.Th>
                  <Table.Th>{t('offers.admin.signer')}</Table.Th>
                  <Table.Th>{t('offers.admin.when')}</Table.Th>
                  <Table.Th>{t('offers.admin.from')}</Table.Th>
                  <Table.Th>{t('offers.admin.hashes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {signatures.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{docName(s.document_id)}</Table.Td>
                    <Table.Td>
                      {s.signer_name} ({s.method})
                    </Table.Td>
                    <Table.Td>
                      {formatOfferDate(s.signed_at, i18n.language)} {formatTime(s.signed_at, i18n.language)}
                    </Table.Td>
                    <Table.Td>
                      {s.ip}
                      <Text size="xs" c="dimmed" lineClamp={1} title={s.user_agent}>
                        {s.user_agent}
                      </Text>
                    </Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {s.sha256_before.slice(0, 16)}… → {s.sha256_after.slice(0, 16)}…
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Group>
        <Button
          component={Link}
          to={href('/admin/offers')}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('pages.adminOffers')}
        </Button>
      </Group>
    </Stack>
  );
}

export function AdminOfferPage() {
  const { id } = useParams();
  return <PageContainer>{id && <OfferAdmin id={id} />}</PageContainer>;
}
