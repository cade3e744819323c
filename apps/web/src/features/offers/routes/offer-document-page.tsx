import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { IconDownload } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { useAcceptDocument, useEsignStatus } from '../api/offer-mutations.ts';
import { EsignFrame } from '../components/esign-frame.tsx';
import { LazyPdfViewer as PdfViewer } from '../components/lazy-pdf-viewer.tsx';
import { LetterActions } from '../components/letter-actions.tsx';
import { OfferDocumentShell } from '../components/offer-document-shell.tsx';
import { SignForm } from '../components/sign-form.tsx';
import { useDownloadDocument } from '../hooks/use-download-document.ts';
import { useSignOutcome } from '../hooks/use-sign-outcome.ts';
import { isOpen } from '../logic/offer-display.ts';

export function OfferDocumentPage() {
  const { documentId } = useParams();
  return (
    <OfferDocumentShell pick={(offer) => offer.offer_documents.find((d) => d.id === documentId)}>
      {(offer, doc) => <DocumentBody offer={offer} doc={doc} />}
    </OfferDocumentShell>
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
