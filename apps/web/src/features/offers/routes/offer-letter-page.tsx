import { Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Offer, OfferDocument } from '@opencareers/contracts/offers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, useBoot } from '../../../lib/boot/use-boot.ts';
import { showSuccessToast } from '../../../lib/notify/toast.ts';
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
  const canSign = isOpen(offer) && letter.sign_mode !== 'read_only' && letter.status !== 'Signed';
  const onSigned = useEsignFinished(offer.id, letter.id, t('offers.messages.signed'));
  const onRejected = useCallback(() => {
    showSuccessToast(t('offers.messages.letterRejected'));
    decline.open();
  }, [t, decline.open]);

  const modal = <DeclineModal offerId={offer.id} opened={declining} onClose={decline.close} />;
  const actions = <LetterActions offerId={offer.id} onDecline={canSign ? decline.open : undefined} />;

  if (!canSign)
    return (
      <Stack gap="md">
        <DocumentPreview doc={letter} />
        <Group gap="sm">
          <DownloadDocumentButton doc={letter} />
          {actions}
        </Group>
      </Stack>
    );

  if (offer.letter_presentation === 'esign' && letter.esign_url)
    return (
      <Stack gap="md">
        <EsignFrame doc={letter} onSigned={onSigned} onRejected={onRejected} />
        <Group gap="sm">{actions}</Group>
        {modal}
      </Stack>
    );

  if (offer.letter_presentation === 'upload')
    return (
      <>
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
