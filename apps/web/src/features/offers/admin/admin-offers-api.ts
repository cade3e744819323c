import { apiPath } from '@opencareers/contracts/api-path';
import {
  adminOfferResponseSchema,
  adminOffersResponseSchema,
  type CreateOfferBody,
  type editOfferTermsBodySchema,
  offerPaths,
} from '@opencareers/contracts/offers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { useRefreshingMutation } from '../../../lib/api/use-refreshing-mutation.ts';

const key = ['admin-offers'] as const;
/** A stored file's bytes: a root of its own, so refreshing the offers does not download the files again. */
export const adminOfferFileKey = (url: string) => ['admin-offer-file', url] as const;

/** What the edit form sends (before the server's defaults are filled in). */
export type EditOfferTermsInput = z.input<typeof editOfferTermsBodySchema>;

export const useAdminOffers = () =>
  useQuery(
    queryOptions({
      queryKey: key,
      queryFn: () => apiRequest(offerPaths.adminList, { schema: adminOffersResponseSchema }),
      select: (r) => r.data.offers,
    }),
  );

export const useAdminOffer = (id: string) =>
  useQuery({
    queryKey: [...key, id],
    queryFn: () => apiRequest(apiPath(offerPaths.adminOne, { id }), { schema: adminOfferResponseSchema }),
    select: (r) => r.data,
    retry: false,
  });

const useAdminMutation = <V, R>(fn: (v: V) => Promise<R>) => useRefreshingMutation(key, fn);

export const useCreateOffer = () =>
  useAdminMutation((body: Partial<CreateOfferBody>) =>
    apiRequest(offerPaths.adminList, { method: 'POST', json: body, schema: adminOfferResponseSchema }),
  );

export const useUploadOfferDocument = (id: string) =>
  useAdminMutation((form: FormData) =>
    apiRequest(apiPath(offerPaths.adminDocuments, { id }), {
      method: 'POST',
      formData: form,
      schema: adminOfferResponseSchema,
    }),
  );

export const useExtendOffer = (id: string) =>
  useAdminMutation((expiresAt: string | null) =>
    apiRequest(apiPath(offerPaths.adminExtend, { id }), {
      method: 'POST',
      json: expiresAt ? { expires_at: expiresAt } : {},
      schema: adminOfferResponseSchema,
    }),
  );

export const useCancelOffer = (id: string) =>
  useAdminMutation(() =>
    apiRequest(apiPath(offerPaths.adminCancel, { id }), {
      method: 'POST',
      schema: adminOfferResponseSchema,
    }),
  );

/** A date input's YYYY-MM-DD as the end of that day in the admin's time zone. */
export const endOfDayIso = (date: string) => new Date(`${date}T23:59:59`).toISOString();

const documentActions = {
  approve: offerPaths.adminApprove,
  return: offerPaths.adminReturn,
  countersign: offerPaths.adminCountersign,
};
const documentAction = (id: string, documentId: string, action: keyof typeof documentActions) =>
  apiPath(documentActions[action], { id, documentId });

export const useApproveUpload = (id: string) =>
  useAdminMutation((documentId: string) =>
    apiRequest(documentAction(id, documentId, 'approve'), {
      method: 'POST',
      schema: adminOfferResponseSchema,
    }),
  );

export const useReturnUpload = (id: string) =>
  useAdminMutation((v: { documentId: string; reason: string }) =>
    apiRequest(documentAction(id, v.documentId, 'return'), {
      method: 'POST',
      json: { reason: v.reason },
      schema: adminOfferResponseSchema,
    }),
  );

export const useCountersign = (id: string) =>
  useAdminMutation((documentId: string) =>
    apiRequest(documentAction(id, documentId, 'countersign'), {
      method: 'POST',
      schema: adminOfferResponseSchema,
    }),
  );

export const useEditOfferTerms = (id: string) =>
  useAdminMutation((body: EditOfferTermsInput) =>
    apiRequest(apiPath(offerPaths.adminTerms, { id }), {
      method: 'PUT',
      json: body,
      schema: adminOfferResponseSchema,
    }),
  );
