// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from './api-client.ts';
import { ApiRequestError } from './api-error.ts';
import { getCsrfToken, resetCsrfToken } from './csrf-token.ts';
import { setRequestIdentity } from './request-context.ts';

interface Call {
  url: string;
  init: RequestInit;
}

/** A hand-written fetch stand-in: records each call and answers with the queued responses. */
function fakeFetch(...responses: Array<Response | Error | DOMException>) {
  const calls: Call[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    const next = responses.shift();
    if (!next) throw new Error('no response queued');
    if (!(next instanceof Response)) throw next;
    return next;
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

function client(pageSearch: string, ...responses: Array<Response | Error | DOMException>) {
  const fake = fakeFetch(...responses);
  return { api: createApiClient({ fetch: fake.fetch, pageSearch: () => pageSearch }), calls: fake.calls };
}

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

beforeEach(() => {
  document.head.innerHTML = '<meta name="csrf-token" content="meta-token">';
  resetCsrfToken();
  setRequestIdentity({});
});

afterEach(() => resetCsrfToken());

describe('apiClient requests', () => {
  it('sends JSON with the CSRF token on state-changing calls only', async () => {
    const { api, calls } = client('', json({ data: 1 }), json({ data: 2 }));
    await api.request('/api/a');
    await api.request('/api/b', { method: 'POST', json: { email: 'a@b.co' } });

    expect(header(calls[0], 'x-csrf-token')).toBeNull();
    expect(calls[0]?.init.method).toBe('GET');
    expect(header(calls[1], 'x-csrf-token')).toBe('meta-token');
    expect(header(calls[1], 'content-type')).toBe('application/json');
    expect(calls[1]?.init.body).toBe('{"email":"a@b.co"}');
    expect(calls[1]?.init.credentials).toBe('same-origin');
  });

  it('sends the token on PUT, PATCH, DELETE and multipart posts, letting the browser type multipart', async () => {
    const { api, calls } = client('', json({}), json({}), json({}), json({}));
    await api.request('/x', { method: 'PUT', json: {} });
    await api.request('/x', { method: 'PATCH', json: {} });
    await api.request('/x', { method: 'DELETE' });
    const form = new FormData();
    form.append('resume_file_name', 'cv.pdf');
    await api.request('/x', { method: 'POST', formData: form });

    for (const call of calls) expect(header(call, 'x-csrf-token')).toBe('meta-token');
    expect(calls[3]?.init.body).toBe(form);
    expect(header(calls[3], 'content-type')).toBeNull();
  });

  it('refreshes the token (memory and meta tag) from a response header', async () => {
    const { api, calls } = client(
      '',
      json({ data: 1 }, 200, { 'x-csrf-token': 'fresh-token' }),
      json({ data: 2 }),
    );
    await api.request('/api/a');
    await api.request('/api/b', { method: 'POST', json: {} });

    expect(getCsrfToken()).toBe('fresh-token');
    expect(document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content).toBe('fresh-token');
    expect(header(calls[1], 'x-csrf-token')).toBe('fresh-token');
  });

  it('carries the tenant domain and debug flag from the page address, not other parameters', async () => {
    document.documentElement.lang = '';
    const { api, calls } = client('?domain=acme.example&debug=1&utm_source=mail', json({}), json({}));
    await api.request('/api/pcsx/boot');
    await api.request('/api/pcsx/search', { query: { query: 'nurse', start: 0, domain: 'other.example' } });

    expect(calls[0]?.url).toBe('/api/pcsx/boot?domain=acme.example&debug=1');
    expect(calls[1]?.url).toBe('/api/pcsx/search?domain=other.example&debug=1&query=nurse&start=0');
  });

  it('sends the language on screen as hl, last, and not the address hl', async () => {
    document.documentElement.lang = 'de';
    try {
      const { api, calls } = client('?domain=acme.example&hl=ja', json({}), json({}));
      await api.request('/api/pcsx/search', { query: { query: 'nurse' } });
      await api.request('/api/pcsx/search', { query: { hl: 'fr' } });
      expect(calls[0]?.url).toBe('/api/pcsx/search?domain=acme.example&query=nurse&hl=de');
      // A caller's own hl wins.
      expect(calls[1]?.url).toBe('/api/pcsx/search?domain=acme.example&hl=fr');
    } finally {
      document.documentElement.lang = '';
    }
  });

  it('sends timezone, group and user headers once they are known', async () => {
    const { api, calls } = client('', json({}), json({}));
    await api.request('/a');
    setRequestIdentity({ groupId: 'g-1', userId: 'u-9' });
    await api.request('/b');

    expect(header(calls[0], 'x-timezone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(header(calls[0], 'x-group-id')).toBeNull();
    expect(header(calls[1], 'x-group-id')).toBe('g-1');
    expect(header(calls[1], 'x-user-id')).toBe('u-9');
  });
});

describe('apiClient answers', () => {
  it('returns parsed JSON, checked by a schema when given', async () => {
    const { api } = client('', json({ data: { n: 1 } }), json({ data: { n: 'x' } }));
    const schema = z.object({ data: z.object({ n: z.number() }) });
    await expect(api.request('/a', { schema })).resolves.toEqual({ data: { n: 1 } });
    const error = await failure(api.request('/b', { schema }));
    expect(error.badJson).toBe(true);
  });

  it('checks the answer with a schema loader, started alongside the request', async () => {
    const { api, calls } = client('', json({ data: { n: 1 } }), json({ data: { n: 'x' } }));
    const schema = z.object({ data: z.object({ n: z.number() }) });
    let loadsBeforeFetch = 0;
    const loader = async () => {
      if (calls.length === 0) loadsBeforeFetch += 1;
      return schema;
    };
    await expect(api.request('/a', { schema: loader })).resolves.toEqual({ data: { n: 1 } });
    expect(loadsBeforeFetch).toBe(1);
    const error = await failure(api.request('/b', { schema: loader }));
    expect(error.badJson).toBe(true);
  });

  it('reports a schema that could not be loaded as a connection failure', async () => {
    const { api } = client('', json({ data: { n: 1 } }));
    const error = await failure(
      api.request('/a', {
        schema: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      }),
    );
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch dynamically imported module');
  });

  it('returns undefined for an empty answer (204)', async () => {
    const { api } = client('', new Response(null, { status: 204 }));
    await expect(api.request('/vslog', { method: 'POST', json: {} })).resolves.toBeUndefined();
  });

  it('treats unparseable JSON and a non-JSON success as bad JSON', async () => {
    const { api } = client(
      '',
      new Response('{"data":', { status: 200, headers: { 'content-type': 'application/json' } }),
      new Response('<html></html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect((await failure(api.request('/a'))).badJson).toBe(true);
    const html = await failure(api.request('/b'));
    expect(html.badJson).toBe(true);
    expect(html.message).toBe('There was a problem with the request');
  });

  it('reads the error body: code, message and field errors', async () => {
    const body = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message: 'Some fields are invalid',
      fieldErrors: { email: 'Enter a valid email address' },
    };
    const { api } = client('', json(body, 400));
    const error = await failure(api.request('/api/auth/signup', { method: 'POST', json: {} }));
    expect(error.status).toBe(400);
    expect(error.method).toBe('POST');
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Some fields are invalid');
    expect(error.fieldErrors).toEqual({ email: 'Enter a valid email address' });
  });

  it('flags an expired session from the x-login header', async () => {
    const { api } = client('', json({ code: 'UNAUTHENTICATED', message: 'Log in' }, 401, { 'x-login': '1' }));
    const error = await failure(api.request('/api/pcsx/profile_details'));
    expect(error.loginRequired).toBe(true);
    expect(error.code).toBe('UNAUTHENTICATED');
  });

  it('flags an expired session when fetch was redirected to the login page', async () => {
    const landed = new Response('<html>login</html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
    Object.defineProperty(landed, 'redirected', { value: true });
    Object.defineProperty(landed, 'url', { value: 'http://localhost/careers/login' });
    const { api } = client('', landed);
    expect((await failure(api.request('/api/x'))).loginRequired).toBe(true);
  });

  it('flags a rejected CSRF token from the x-invalid-csrf header', async () => {
    const { api } = client(
      '',
      json({ code: 'INVALID_CSRF', message: 'Invalid CSRF token' }, 403, { 'x-invalid-csrf': '1' }),
    );
    const error = await failure(api.request('/api/auth/login', { method: 'POST', json: {} }));
    expect(error.invalidCsrf).toBe(true);
    expect(error.status).toBe(403);
  });

  it('reads Retry-After on 429', async () => {
    const { api } = client(
      '',
      json({ code: 'RATE_LIMITED', message: 'Slow down' }, 429, { 'retry-after': '60' }),
    );
    const error = await failure(api.request('/api/auth/login', { method: 'POST', json: {} }));
    expect(error.retryAfterSeconds).toBe(60);
  });

  it('reduces an HTML error page to the default message', async () => {
    const { api } = client(
      '',
      new Response('<html><body>502</body></html>', {
        status: 502,
        headers: { 'content-type': 'text/html' },
      }),
    );
    const error = await failure(api.request('/api/x'));
    expect(error.status).toBe(502);
    expect(error.message).toBe('There was a problem with the request');
  });

  it('turns a connection failure into status 0 with the browser message', async () => {
    const { api } = client('', new TypeError('Failed to fetch'));
    const error = await failure(api.request('/api/x'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it('lets cancellation through as an AbortError', async () => {
    const { api } = client('', new DOMException('The operation was aborted.', 'AbortError'));
    await expect(api.request('/api/x')).rejects.toMatchObject({ name: 'AbortError' });
  });
});
