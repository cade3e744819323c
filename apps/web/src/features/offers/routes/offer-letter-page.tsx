import { Alert, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { useAcceptOffer } from '../api/offer-mutations.ts';
import { DeclineModal } from '../components/decline-modal.tsx';
import { DocumentPreview } from '../components/document-preview.tsx';
import { DownloadDocumentButton } from '../components/download-document-button.tsx';
import { EsignFrame } from '../components/esign-frame.tsx';
import { LetterActions } from '../components/letter-actions.tsx';
import { OfferDocumentShell } from '../components/offer-document-shell.tsx';
import { SignForm } from '../components/sign-form.tsx';
import { UploadSteps } from '../components/upload-steps.tsx';
import { useEsignFinished } from '../hooks/use-esign-finished.ts';
import { useSignOutcome } from '../hooks/use-sign-outcome.ts';
import { isOpen, offerLetterOf } from '../logic/offer-display.ts';

export function OfferLetterPage() {
  return (
    <OfferDocumentShell pick={offerLetterOf}>
      {(offer, doc) => <LetterBody offer={offer} letter={doc} />}
    </OfferDocumentShell>
  );
}

function LetterBody({ offer, letter }: { offer: Offer; letter: OfferDocument }) {
  const { t } = useTranslation();
  const boot = useBoot();
  const [declining, decline] = useDisclosure(false);
  const accept = useAcceptOffer(offer.id);
  const outcome = useSignOutcome(offer.id);
  // A Pending letter (an uploaded copy under review) cannot be signed again until it is returned.
  const canSign = isOpen(offer) && letter.sign_mode !== 'read_only' && letter.status === 'Unsigned';
  const onSigned = useEsignFinished(offer.id, letter.id, t('offers.messages.signed'));
  // The widget's "reject" only opens the confirmation; "Offer letter has been rejected" is shown
  // once the decline is confirmed and recorded (DeclineModal).
  const [fromWidget, setFromWidget] = useState(false);
  const onRejected = useCallback(() => {
    setFromWidget(true);
    decline.open();
  }, [decline.open]);

  const modal = (
    <DeclineModal
      offerId={offer.id}
      opened={declining}
      onClose={() => {
        setFromWidget(false);
        decline.close();
      }}
      successMessage={fromWidget ? t('offers.messages.letterRejected') : undefined}
    />
  );
  const actions = <LetterActions offerId={offer.id} onDecline={canSign ? decline.open : undefined} />;

  if (!canSign)
    return (
      <Stack gap="md">
        {letter.status === 'Pending' && (
          <Alert color="blue" title={t('offers.review.pendingTitle')}>
            {t('offers.review.pendingBody')}
          </Alert>
        )}
        <DocumentPreview doc={letter} />
        <Group gap="sm">
          <DownloadDocumentButton doc={letter} />
          {actions}
        </Group>
        {/* Still mounted after a decline: the refetch that closes the offer can land before the
            decline's own success callback, which would otherwise be dropped with the modal. */}
        {modal}
      </Stack>
    );

  if (offer.letter_presentation === 'esign' && letter.esign_url)
    return (
      <Stack gap="md">
        {/* The letter beside the signing step (stacked on a phone). */}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <DocumentPreview doc={letter} />
          <EsignFrame doc={letter} onSigned={onSigned} onRejected={onRejected} />
        </SimpleGrid>
        <Group gap="sm">{actions}</Group>
        {modal}
      </Stack>
    );

  if (offer.letter_presentation === 'upload')
    return (
      <>
        {letter.return_reason && (
          <Alert color="orange" title={t('offers.review.returnedTitle')} mb="md">
            {letter.return_reason}
          </Alert>
        )}
        <UploadSteps
          letter={letter}
          submitting={accept.isPending}
          onSubmit={(file) =>
            accept.mutate(
              { file },
              {
                onSuccess: () => outcome.succeeded(t('offers.messages.submitted')),
                onError: (e) => outcome.failed(e),
              },
            )
          }
        >
          {actions}
        </UploadSteps>
        {modal}
      </>
    );

  return (
    <Stack gap="lg">
      <DocumentPreview doc={letter} />
      <SignForm
        profileName={boot.user.profile?.fullname || displayName(boot.user)}
        submitting={accept.isPending}
        submitLabel={t('offers.letter.submit')}
        onSubmit={({ name, agreed }) =>
          accept.mutate(
            { name, agreed },
            {
              onSuccess: () => outcome.succeeded(t('offers.messages.signed')),
              onError: (e) => outcome.failed(e),
            },
          )
        }
      >
        {actions}
      </SignForm>
      {modal}
    </Stack>
  );
}
