import { useCallback } from 'react';
import { useEsignStatus } from '../api/offer-mutations.ts';
import { useSignOutcome } from './use-sign-outcome.ts';

/**
 * What the e-sign frame's ESIGN message leads to: the server is asked for the document's
 * status (it checks the signature itself), then the §8 message and back to the offer.
 */
export function useEsignFinished(
  offerId: string,
  documentId: string,
  signedMessage: string,
  failedMessage?: string,
) {
  const esignStatus = useEsignStatus(offerId);
  const outcome = useSignOutcome(offerId);
  return useCallback(
    () =>
      esignStatus.mutate(documentId, {
        onSuccess: () => outcome.succeeded(signedMessage),
        onError: (e) => outcome.failed(e, failedMessage),
      }),
    [esignStatus.mutate, documentId, outcome, signedMessage, failedMessage],
  );
}
