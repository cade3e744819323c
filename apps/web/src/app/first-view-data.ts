import { type FirstViewData, firstViewDataElementId } from '@opencareers/contracts/first-view-data';
import type { QueryClient } from '@tanstack/react-query';
import { positionDetailsQueryOptions } from '../features/positions/api/position-details.ts';
import { setCsrfToken } from '../lib/api/csrf-token.ts';
import { setRequestIdentity } from '../lib/api/request-context.ts';
import { bootQueryKey } from '../lib/boot/boot-query.ts';

/**
 * The answers a server-rendered page embedded for the first render (issue 17 item 3), put in
 * the query cache as if they had just been fetched, so the first render is the finished page
 * and the app does not ask for them again. Returns whether the page had any: the caller then
 * keeps the server's markup on screen until that first render can replace it whole.
 */
export function seedFirstViewData(queryClient: QueryClient, doc: Document = document): boolean {
  const element = doc.getElementById(firstViewDataElementId);
  if (!element?.textContent) return false;
  let data: FirstViewData;
  try {
    data = JSON.parse(element.textContent) as FirstViewData;
  } catch {
    // Unreadable: the app asks for its data as it does on any other page.
    return false;
  }
  // Read once: a later visit to this page in the same tab fetches fresh answers.
  element.remove();
  // What fetchBoot does with a boot answer besides caching it.
  setCsrfToken(data.boot.csrfToken);
  setRequestIdentity({ groupId: data.boot.user.groupId, userId: data.boot.user.profile?.encId });
  queryClient.setQueryData(bootQueryKey, data.boot);
  if (data.position) {
    queryClient.setQueryData(positionDetailsQueryOptions(data.position.id).queryKey, data.position.details);
  }
  return true;
}
