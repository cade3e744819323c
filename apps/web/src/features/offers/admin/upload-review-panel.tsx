import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { AdminOffer } from '@opencareers/contracts/offers';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/i18n/format-day.ts';
import { showErrorToast, showSuccessToast } from '../../../lib/notify/toast.ts';
import { serverMessage } from '../logic/server-message.ts';
import { useApproveUpload } from './admin-offers-api.ts';
import { ReturnUploadForm } from './return-upload-form.tsx';
import { StoredPdf } from './stored-pdf.tsx';

/** Issue 16 item 2: compare the uploaded copy with the original, then approve or return it. */
export function UploadReviewPanel({ offer }: { offer: AdminOffer }) {
  const { t, i18n } = useTranslation();
  const approve = useApproveUpload(offer.id);
  const failed = (e: unknown) => showErrorToast(serverMessage(e) ?? t('offers.messages.fetchFailed'));
  return (
    <>
      {offer.reviews.map((r) => {
        const name = offer.offer_documents.find((d) => d.id === r.document_id)?.name ?? '';
        return (
          <Card key={r.document_id} withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('offers.review.adminTitle')}: {name}
              </Title>
              <Text size="sm">{t('offers.review.adminHelp')}</Text>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {t('offers.review.uploadedAt', {
                  when: formatDateTime(r.uploaded_at, i18n.language),
                  sha: r.uploaded_sha256,
                })}
              </Text>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Stack gap="xs">
                  <Title order={3} fz="md">
                    {t('offers.review.original')}
                  </Title>
                  <StoredPdf url={r.original_url} name={`${name} (${t('offers.review.original')})`} />
                </Stack>
                <Stack gap="xs">
                  <Title order={3} fz="md">
                    {t('offers.review.uploaded')}
                  </Title>
                  <StoredPdf url={r.uploaded_url} name={`${name} (${t('offers.review.uploaded')})`} />
                </Stack>
              </SimpleGrid>
              <Group align="flex-end" gap="md">
                <Button
                  loading={approve.isPending}
                  onClick={() =>
                    approve.mutate(r.document_id, {
                      onSuccess: () => showSuccessToast(t('offers.review.approved')),
                      onError: failed,
                    })
                  }
                >
                  {t('offers.review.approve')}
                </Button>
              </Group>
              <ReturnUploadForm offerId={offer.id} documentId={r.document_id} />
            </Stack>
          </Card>
        );
      })}
    </>
  );
}
