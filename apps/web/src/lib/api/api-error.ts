import { reduceErrorMessage } from './reduce-error-message.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestErrorInit {
  method: HttpMethod;
  url: string;
  /** HTTP status; 0 when no response arrived (connection error). */
  status: number;
  /** Parsed JSON body, or the raw text when the body was not JSON. */
  data?: unknown;
  code?: string;
  fieldErrors?: Record<string, string>;
  /** The server said the session is gone (x-login header or a redirect to the login page). */
  loginRequired?: boolean;
  /** The server rejected the anti-forgery token (x-invalid-csrf header). */
  invalidCsrf?: boolean;
  /** The response could not be read as the JSON the call expects. */
  badJson?: boolean;
  retryAfterSeconds?: number;
  /** The browser's own message when the request never reached the server. */
  connectionMessage?: string;
}

/** Every failed API call rejects with this, so callers and the error catalogue read one shape. */
export class ApiRequestError extends Error {
  readonly method: HttpMethod;
  readonly url: string;
  readonly status: number;
  readonly data: unknown;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string> | undefined;
  readonly loginRequired: boolean;
  readonly invalidCsrf: boolean;
  readonly badJson: boolean;
  readonly retryAfterSeconds: number | undefined;
  readonly connectionMessage: string | undefined;

  constructor(init: ApiRequestErrorInit) {
    super(reduceErrorMessage({ data: init.data, connectionMessage: init.connectionMessage }));
    this.name = 'ApiRequestError';
    this.method = init.method;
    this.url = init.url;
    this.status = init.status;
    this.data = init.data;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors;
    this.loginRequired = init.loginRequired ?? false;
    this.invalidCsrf = init.invalidCsrf ?? false;
    this.badJson = init.badJson ?? false;
    this.retryAfterSeconds = init.retryAfterSeconds;
    this.connectionMessage = init.connectionMessage;
  }
}

export const isApiRequestError = (error: unknown): error is ApiRequestError =>
  error instanceof ApiRequestError;
