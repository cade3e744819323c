import { headers as headerNames } from '@opencareers/contracts/api-envelope-constants';
import type { ZodType } from 'zod';
import { ApiRequestError, type ApiRequestErrorInit, type HttpMethod } from './api-error.ts';
import { getCsrfToken, setCsrfToken } from './csrf-token.ts';
import { type QueryParams, withQuery } from './query-string.ts';
import { readApiError } from './read-api-error.ts';
import {
  currentTimezone,
  forwardedParamsFrom,
  getRequestIdentity,
  shownLanguage,
} from './request-context.ts';

export interface ApiRequestOptions<T> {
  method?: HttpMethod;
  query?: QueryParams;
  /** A JSON body. */
  json?: unknown;
  /** A multipart body; the browser sets its content type and boundary. */
  formData?: FormData;
  /**
   * Validates (and types) the answer; a mismatch counts as a bad response. May be a loader
   * (`() => import('@opencareers/contracts/…').then((m) => m.xSchema)`): it starts with the
   * request and is awaited after it, so the first view's calls are checked without zod and the
   * contracts' schemas in its first load (issue 17, docs/performance.md).
   */
  schema?: ZodType<T> | SchemaLoader<T>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (analytics sent while navigating away). */
  keepalive?: boolean;
}

export type SchemaLoader<T> = () => Promise<ZodType<T>>;

export interface ApiClientDeps {
  fetch: typeof fetch;
  /** The page address's search string, read on every call so navigation is picked up. */
  pageSearch: () => string;
}

const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET']);

function buildHeaders(method: HttpMethod, hasJsonBody: boolean): Headers {
  const out = new Headers({ accept: 'application/json' });
  if (hasJsonBody) out.set('content-type', 'application/json');
  const timezone = currentTimezone();
  if (timezone) out.set(headerNames.timezone, timezone);
  const { groupId, userId } = getRequestIdentity();
  if (groupId) out.set(headerNames.group, groupId);
  if (userId) out.set(headerNames.user, userId);
  if (!SAFE_METHODS.has(method)) out.set(headerNames.csrf, getCsrfToken());
  return out;
}

// fetch follows redirects silently; landing on the login page means the session is gone.
function redirectedToLogin(response: Response): boolean {
  if (!response.redirected || !response.url) return false;
  try {
    return /\/login\/?$/.test(new URL(response.url).pathname);
  } catch {
    return false;
  }
}

function retryAfter(response: Response): number | undefined {
  const raw = response.headers.get('retry-after');
  if (!raw) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000));
}

interface ReadBody {
  data: unknown;
  isJson: boolean;
  badJson: boolean;
}

async function readBody(response: Response): Promise<ReadBody> {
  const text = await response.text();
  if (text === '') return { data: undefined, isJson: false, badJson: false };
  const contentType = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(contentType)) return { data: text, isJson: false, badJson: false };
  try {
    return { data: JSON.parse(text) as unknown, isJson: true, badJson: false };
  } catch {
    return { data: text, isJson: false, badJson: true };
  }
}

/**
 * The one way the app talks to its API (spec search §7, form-toolkit §7): JSON in and out,
 * anti-forgery token on state-changing calls and refreshed from every answer, tenant and debug
 * parameters carried over from the page address, and every failure as an ApiRequestError.
 */
export function createApiClient(deps: ApiClientDeps) {
  async function request<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
    const method = options.method ?? 'GET';
    const hl = shownLanguage();
    const url = withQuery(path, {
      ...forwardedParamsFrom(deps.pageSearch()),
      ...options.query,
      // Last, so addresses read as before; a caller's own hl wins.
      ...(hl && options.query?.hl === undefined ? { hl } : {}),
    });
    const hasJsonBody = options.json !== undefined;
    const fail = (init: Omit<ApiRequestErrorInit, 'method' | 'url'>) =>
      new ApiRequestError({ method, url, ...init });
    // Fetched alongside the request; a failure is handled where it is awaited (or not at all
    // when the request fails first), never reported as unhandled.
    const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
    if (schema instanceof Promise) schema.catch(() => undefined);

    let response: Response;
    try {
      response = await deps.fetch(url, {
        method,
        headers: buildHeaders(method, hasJsonBody),
        body: hasJsonBody ? JSON.stringify(options.json) : options.formData,
        credentials: 'same-origin',
        signal: options.signal,
        keepalive: options.keepalive,
      });
    } catch (error) {
      // Cancellation is not a failure; let the caller (e.g. TanStack Query) see it as such.
      // (Checked by name: DOMException comes from different realms in browsers, Node and tests.)
      if ((error as { name?: unknown } | null)?.name === 'AbortError') throw error;
      throw fail({ status: 0, connectionMessage: (error as { message?: string } | null)?.message });
    }

    setCsrfToken(response.headers.get(headerNames.csrf));
    let body: ReadBody;
    try {
      body = await readBody(response);
    } catch (error) {
      // The connection dropped while the body was streaming in.
      throw fail({ status: 0, connectionMessage: (error as { message?: string } | null)?.message });
    }
    const loginRequired = response.headers.get(headerNames.login) === '1' || redirectedToLogin(response);

    if (!response.ok || loginRequired) {
      const parsed = readApiError(body.data);
      throw fail({
        status: response.status,
        data: body.data,
        code: parsed?.code,
        fieldErrors: parsed?.fieldErrors,
        loginRequired,
        invalidCsrf: response.headers.has(headerNames.invalidCsrf),
        badJson: body.badJson,
        retryAfterSeconds: retryAfter(response),
      });
    }

    if (body.data === undefined) return undefined as T;
    if (!body.isJson) throw fail({ status: response.status, badJson: true });
    if (!schema) return body.data as T;
    let validator: ZodType<T>;
    try {
      validator = await schema;
    } catch (error) {
      // The schema's chunk could not be fetched: the connection failed, as for the request.
      throw fail({ status: 0, connectionMessage: (error as { message?: string } | null)?.message });
    }
    const checked = validator.safeParse(body.data);
    if (!checked.success) throw fail({ status: response.status, badJson: true });
    return checked.data;
  }

  return { request };
}

export type ApiClient = ReturnType<typeof createApiClient>;

// Resolved at call time so the browser's fetch (or a test's) is used as it is then.
export const apiClient = createApiClient({
  fetch: (input, init) => globalThis.fetch(input, init),
  pageSearch: () => (typeof window === 'undefined' ? '' : window.location.search),
});

export const apiRequest = apiClient.request;
