import { errorCodes } from '@opencareers/contracts/api-envelope';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api/api-error.ts';
import { catalogueEntryFor } from './api/error-catalogue.ts';
import * as toast from './notify/toast.ts';
import { createQueryClient, termsQueryRoot } from './query-client.ts';

/* issue 13 item 4: the server's terms gate answers 403 TERMS_NOT_ACCEPTED; the browser keeps its modal. */
const refused = () =>
  new ApiRequestError({
    method: 'GET',
    url: '/api/pcsx/notification_badge',
    status: 403,
    code: errorCodes.termsNotAccepted,
  });

describe('a call refused by the terms gate', () => {
  it('is not a catalogued error, so no toast shows behind the modal', () => {
    expect(catalogueEntryFor(refused())).toBeNull();
  });

  it('shows no toast and reloads the terms so the gate opens', async () => {
    const shown = vi.spyOn(toast, 'showErrorToast');
    const client = createQueryClient();
    const termsKey = [termsQueryRoot, 'g', 'u'];
    client.setQueryData(termsKey, { tosAttested: true });
    await client
      .fetchQuery({
        queryKey: ['badge'],
        queryFn: () => Promise.reject(refused()),
        retry: false,
      })
      .catch(() => {});
    expect(shown).not.toHaveBeenCalled();
    expect(client.getQueryState(termsKey)?.isInvalidated).toBe(true);
  });
});
