// @vitest-environment jsdom
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { positionDetailsQueryOptions } from '../features/positions/api/position-details.ts';
import { getCsrfToken, resetCsrfToken } from '../lib/api/csrf-token.ts';
import { getRequestIdentity, setRequestIdentity } from '../lib/api/request-context.ts';
import { bootQueryKey } from '../lib/boot/boot-query.ts';
import { makeBoot } from '../test/boot-fixture.ts';
import { seedFirstViewData } from './first-view-data.ts';

const details = { position: { id: 'p1', name: 'Platform Engineer' }, metadata: { isFallback: false } };

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'oc-first-view-data';
  script.textContent = text;
  document.head.append(script);
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="">';
  resetCsrfToken();
  setRequestIdentity({});
});

describe('seedFirstViewData', () => {
  it('puts the embedded boot answer and the dehydrated answers in the cache under the keys the app reads', () => {
    const boot = { ...makeBoot({ loggedIn: true }), csrfToken: 'page-token' };
    // What the server entry embeds: the query cache as dehydrate() writes it, JSON on the way.
    const server = new QueryClient();
    server.setQueryData(positionDetailsQueryOptions('p1').queryKey, details as never);
    const queries = JSON.parse(JSON.stringify(dehydrate(server)));
    embed(JSON.stringify({ boot, locale: 'en', queries }));
    const client = new QueryClient();
    expect(seedFirstViewData(client)).toEqual({ locale: 'en', savedLocale: null });
    expect(client.getQueryData(bootQueryKey)).toEqual(boot);
    expect(client.getQueryData(positionDetailsQueryOptions('p1').queryKey)).toEqual(details);
    expect(getCsrfToken()).toBe('page-token');
    expect(getRequestIdentity().groupId).toBe(boot.user.groupId);
    // Read once: the element is gone, so a second start would fetch.
    expect(document.getElementById('oc-first-view-data')).toBeNull();
  });

  it("answers the signed-in user's saved language, which the app's first pick must honour", () => {
    const boot = makeBoot({ loggedIn: true });
    embed(
      JSON.stringify({
        boot: { ...boot, user: { ...boot.user, locale: 'de' } },
        locale: 'de',
        queries: { queries: [], mutations: [] },
      }),
    );
    expect(seedFirstViewData(new QueryClient())).toEqual({ locale: 'de', savedLocale: 'de' });
  });

  it('leaves the cache empty on a page without data or with unreadable data', () => {
    const client = new QueryClient();
    expect(seedFirstViewData(client)).toBeNull();
    embed('{"boot":');
    expect(seedFirstViewData(client)).toBeNull();
    expect(client.getQueryData(bootQueryKey)).toBeUndefined();
  });
});
