import { useQuery } from '@tanstack/react-query';
import { getOffers, offersQueryKey } from './get-offers.ts';

/**
 * Whether the logged-in candidate has any offer, so the top bar shows Offers only then
 * (issue 20 item 7). It shares the offers list's cache, so accepting or declining one updates
 * both; a failed load hides the link quietly (the page itself stays reachable by its address).
 */
export function useHasOffers(enabled: boolean): boolean {
  const query = useQuery({
    queryKey: offersQueryKey,
    queryFn: getOffers,
    select: (r) => r.data.offers.length > 0,
    enabled,
    meta: { handlesErrors: true },
  });
  return enabled && query.data === true;
}
