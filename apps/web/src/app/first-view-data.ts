import { type FirstViewData, firstViewDataElementId } from '@opencareers/contracts/first-view-data';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { setCsrfToken } from '../lib/api/csrf-token.ts';
import { setRequestIdentity } from '../lib/api/request-context.ts';
import { bootQueryKey } from '../lib/boot/boot-query.ts';

/**
 * The answers a server-rendered page embedded (issue 17 item 3: the boot answer, the search or
 * the job's details), put in the query cache as if they had just been fetched, so the app's first
 * render is the page the server drew and it asks for none of them again. Answers the locale the
 * server rendered in (and the user's saved one), or null when the page had no data: the app then starts as any other page.
 */
export function seedFirstViewData(
  queryClient: QueryClient,
  doc: Document = document,
): (Pick<FirstViewData, 'locale'> & { savedLocale: string | null }) | null {
  const element = doc.getElementById(firstViewDataElementId);
  if (!element?.textContent) return null;
  let data: FirstViewData;
  try {
    data = JSON.parse(element.textContent) as FirstViewData;
  } catch {
    // Unreadable: the app asks for its data as it does on any other page.
    return null;
  }
  // Read once: a later visit to this page in the same tab fetches fresh answers.
  element.remove();
  // What fetchBoot does with a boot answer besides caching it.
  setCsrfToken(data.boot.csrfToken);
  setRequestIdentity({ groupId: data.boot.user.groupId, userId: data.boot.user.profile?.encId });
  queryClient.setQueryData(bootQueryKey, data.boot);
  hydrate(queryClient, data.queries as DehydratedState);
  // The signed-in user's saved language: the app picks its language before boot is read, and
  // the saved choice outranks the device's and the browser's (pick-locale.ts).
  return { locale: data.locale, savedLocale: data.boot.user.locale ?? null };
}
