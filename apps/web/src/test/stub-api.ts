import { vi } from 'vitest';

/** One request a form sent: its method, path and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stands in for the server at the network edge (a component test has no server; the e2e
 * suite runs these forms against the real one): each request is recorded and answered with
 * `answer`'s status and JSON. Undone by `vi.unstubAllGlobals()`.
 */
export function stubApi(answer: (sent: SentRequest) => { status?: number; body: unknown }) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const { status = 200, body } = answer(request);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}
