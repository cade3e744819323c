import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { PageContainer } from '../../../components/page-container.tsx';
import { StatusPanel } from '../../../components/status-panel.tsx';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { useCarriedHref } from '../../../lib/url/use-carried-href.ts';
import { useAcceptDocument, useEsignStatus } from '../api/offer-mutations.ts';
import { EsignFrame } from '../components/esign-frame.tsx';
import { LazyPdfViewer as PdfViewer } from '../components/lazy-pdf-viewer.tsx';
import { LetterActions } from '../components/letter-actions.tsx';
import { OfferHeader } from '../components/offer-header.tsx';
import { SignForm } from '../components/sign-form.tsx';
import { useDownloadDocument } from '../hooks/use-download-document.ts';
import { useOfferOrRedirect } from '../hooks/use-offer-or-redirect.ts';
import { useSignOutcome } from '../hooks/use-sign-outcome.ts';
import { isOpen } from '../logic/offer-display.ts';
import { OfferSkeleton } from './offer-page.tsx';

export function OfferDocumentPage() {
  const { t } = useTranslation();
  const href = useCarriedHref();
  const { id, documentId } = useParams();
  const { query, missing } = useOfferOrRedirect(id);
  if (missing) return <Navigate to={href('/careers/offers')} replace />;
  const offer = query.data;
  const doc = offer?.offer_documents.find((d) => d.id === documentId);
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
          <DocumentBody offer={offer} doc={doc} />
        </Stack>
      )}
    </PageContainer>
  );
}

function DocumentBody({ offer, doc }: { offer: Offer; doc: OfferDocument }) {
  const { t } = useTranslation();
  const boot = useBoot();
  const accept = useAcceptDocument(offer.id);
  const esignStatus = useEsignStatus(offer.id);
  const outcome = useSignOutcome(offer.id);
  const download = useDownloadDocument();
  const bytes = doc.b64_string;
  const canSign = isOpen(offer) && doc.sign_mode !== 'read_only' && doc.status !== 'Signed';
  const documentFailed = t('offers.messages.acceptDocumentDefault');
  const onSigned = useCallback(
    () =>
      esignStatus.mutate(doc.id, {
        onSuccess: () => outcome.succeeded(t('offers.document.signed')),
        onError: (e) => outcome.failed(e, documentFailed),
      }),
    [esignStatus.mutate, doc.id, outcome, t, documentFailed],
  );
  const onRejected = useCallback(
    () => outcome.failed(null, t('offers.messages.letterRejected')),
    [outcome, t],
  );

  return (
    <Stack gap="lg">
      <Title order={2} fz="lg">
        {doc.name}
      </Title>
      {canSign && doc.sign_mode === 'esign' && doc.esign_url ? (
        <EsignFrame doc={doc} onSigned={onSigned} onRejected={onRejected} />
      ) : bytes ? (
        <PdfViewer b64={bytes} name={doc.name} />
      ) : (
        <Text>{t('offers.messages.noContent')}</Text>
      )}
      {canSign && doc.sign_mode === 'sign' ? (
        <SignForm
          profileName={boot.user.profile?.fullname || displayName(boot.user)}
          submitting={accept.isPending}
          submitLabel={t('offers.document.sign')}
          onSubmit={({ name, agreed }) =>
            accept.mutate(
              { documentId: doc.id, name, agreed },
              {
                onSuccess: () => outcome.succeeded(t('offers.document.signed')),
                onError: (e) => outcome.failed(e, documentFailed),
              },
            )
          }
        >
          <LetterActions offerId={offer.id} />
        </SignForm>
      ) : (
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => download(doc)}
          >
            {t('offers.letter.download')}
          </Button>
          <LetterActions offerId={offer.id} />
        </Group>
      )}
    </Stack>
  );
}
