import { Group, Stack, Title } from '@mantine/core';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { useAcceptDocument } from '../api/offer-mutations.ts';
import { DocumentPreview } from '../components/document-preview.tsx';
import { DownloadDocumentButton } from '../components/download-document-button.tsx';
import { EsignFrame } from '../components/esign-frame.tsx';
import { LetterActions } from '../components/letter-actions.tsx';
import { OfferDocumentShell } from '../components/offer-document-shell.tsx';
import { SignForm } from '../components/sign-form.tsx';
import { useEsignFinished } from '../hooks/use-esign-finished.ts';
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
  const outcome = useSignOutcome(offer.id);
  const canSign = isOpen(offer) && doc.sign_mode !== 'read_only' && doc.status !== 'Signed';
  const documentFailed = t('offers.messages.acceptDocumentDefault');
  const onSigned = useEsignFinished(offer.id, doc.id, t('offers.document.signed'), documentFailed);
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
      ) : (
        <DocumentPreview doc={doc} />
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
          <DownloadDocumentButton doc={doc} />
          <LetterActions offerId={offer.id} />
        </Group>
      )}
    </Stack>
  );
}
