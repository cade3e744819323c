import { isApiRequestError } from '../../../lib/api/api-error.ts';
import { useOffer } from '../api/get-offer.ts';

/** shell §4: a missing offer (or one that is not ours) sends the candidate back to the list. */
export function useOfferOrRedirect(id: string | undefined) {
  const query = useOffer(id ?? '');
  const missing =
    !id ||
    (query.isError &&
      isApiRequestError(query.error) &&
      (query.error.status === 404 || query.error.status === 400));
  return { query, missing };
}
