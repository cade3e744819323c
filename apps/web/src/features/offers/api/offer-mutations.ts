import { apiPath } from '@opencareers/contracts/api-path';
import {
  esignStatusResponseSchema,
  offerPaths,
  offerResponseSchema,
  signFieldNames,
} from '@opencareers/contracts/offers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { offersQueryKey } from './get-offers.ts';

export interface Signature {
  name?: string;
  agreed?: boolean;
  file?: File;
  method?: 'typed' | 'esign';
}

function signatureForm(fileField: string, s: Signature): FormData {
  const form = new FormData();
  if (s.name !== undefined) form.append(signFieldNames.name, s.name);
  if (s.agreed !== undefined) form.append(signFieldNames.agreed, String(s.agreed));
  if (s.method) form.append('method', s.method);
  if (s.file) form.append(fileField, s.file, s.file.name);
  return form;
}

export const acceptOffer = (id: string, s: Signature) =>
  apiRequest(apiPath(offerPaths.accept, { id }), {
    method: 'POST',
    formData: signatureForm(signFieldNames.offerFile, s),
    schema: offerResponseSchema,
  });

export const declineOffer = (id: string, reason?: string) =>
  apiRequest(apiPath(offerPaths.decline, { id }), {
    method: 'POST',
    json: reason?.trim() ? { reason: reason.trim() } : {},
    schema: offerResponseSchema,
  });

export const acceptDocument = (id: string, documentId: string, s: Signature) =>
  apiRequest(apiPath(offerPaths.acceptDocument, { id, documentId }), {
    method: 'POST',
    formData: signatureForm(signFieldNames.documentFile, s),
    schema: offerResponseSchema,
  });

export const reportEsignStatus = (id: string, documentId: string) =>
  apiRequest(apiPath(offerPaths.esignStatus, { id, documentId }), {
    method: 'POST',
    schema: esignStatusResponseSchema,
  });

/** Every answer carries the fresh offer; refresh the list and this offer from the server. */
function useInvalidateOffers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: offersQueryKey });
}

// The screens show the catalogue's own messages (shell §8), so the global toasts stay quiet.
export function useAcceptOffer(id: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (s: Signature) => acceptOffer(id, s),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useDeclineOffer(id: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (reason?: string) => declineOffer(id, reason),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useAcceptDocument(id: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: ({ documentId, ...s }: Signature & { documentId: string }) =>
      acceptDocument(id, documentId, s),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}

export function useEsignStatus(id: string) {
  const invalidate = useInvalidateOffers();
  return useMutation({
    mutationFn: (documentId: string) => reportEsignStatus(id, documentId),
    onSuccess: invalidate,
    meta: { handlesErrors: true },
  });
}
