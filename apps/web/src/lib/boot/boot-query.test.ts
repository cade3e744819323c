// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../test/boot-fixture.ts';
import { getCsrfToken, resetCsrfToken } from '../api/csrf-token.ts';
import { getRequestIdentity, setRequestIdentity } from '../api/request-context.ts';
import { fetchBoot } from './boot-query.ts';

/** A hand-written fetch stand-in answering the boot call once. */
function answerBoot(headers: Record<string, string>) {
  const body = JSON.stringify({ data: makeBoot({ loggedIn: true }) });
  const fetch = vi.fn(
    async () => new Response(body, { headers: { 'content-type': 'application/json', ...headers } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="">';
  resetCsrfToken();
  setRequestIdentity({});
});

afterEach(() => vi.unstubAllGlobals());

describe('fetchBoot', () => {
  it('keeps the token from the response header, the freshest one', async () => {
    answerBoot({ 'x-csrf-token': 'header-token' });
    await fetchBoot();
    expect(getCsrfToken()).toBe('header-token');
  });

  it('falls back to the token in the boot data', async () => {
    answerBoot({});
    await fetchBoot();
    expect(getCsrfToken()).toBe('boot-token');
  });

  it('makes the group and user known to later requests', async () => {
    answerBoot({});
    await fetchBoot();
    expect(getRequestIdentity()).toEqual({ groupId: 'group-1', userId: 'u-1' });
  });
});
