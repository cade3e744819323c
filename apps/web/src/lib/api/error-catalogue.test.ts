import { describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiRequestErrorInit } from './api-error.ts';
import { catalogueEntryFor } from './error-catalogue.ts';

const failure = (init: Partial<ApiRequestErrorInit>) =>
  new ApiRequestError({ method: 'GET', url: '/api/x', status: 400, ...init });

const keyFor = (init: Partial<ApiRequestErrorInit>) => catalogueEntryFor(failure(init))?.key ?? null;

describe('catalogueEntryFor (search §8)', () => {
  it('maps 429 to "Please try again in a few minutes", before anything else', () => {
    expect(keyFor({ status: 429, loginRequired: true, code: 'RATE_LIMITED' })).toBe('tooManyRequests');
  });

  it('maps the x-login header or a login redirect to "Session timed out."', () => {
    expect(keyFor({ status: 401, loginRequired: true, code: 'UNAUTHENTICATED' })).toBe('sessionTimedOut');
    expect(keyFor({ status: 200, loginRequired: true })).toBe('sessionTimedOut');
  });

  it('maps the x-invalid-csrf header to "Invalid CSRF."', () => {
    expect(keyFor({ status: 403, method: 'POST', invalidCsrf: true, code: 'INVALID_CSRF' })).toBe(
      'invalidCsrf',
    );
  });

  it('maps a permission 403 to the no-permission message, but not a 403 with its own code', () => {
    expect(keyFor({ status: 403, code: 'FORBIDDEN' })).toBe('noPermission');
    expect(keyFor({ status: 403 })).toBe('noPermission');
    expect(keyFor({ status: 403, method: 'POST', code: 'LOGIN_DISABLED' })).toBeNull();
  });

  it('maps 500 and above on GET to "Server error. Please try again."', () => {
    expect(keyFor({ status: 500, code: 'INTERNAL' })).toBe('serverError');
    expect(keyFor({ status: 503 })).toBe('serverError');
  });

  it('maps listed error codes to "Error in api response"', () => {
    expect(keyFor({ status: 500, method: 'POST', code: 'INTERNAL' })).toBe('apiResponseError');
    expect(keyFor({ status: 400, method: 'POST', code: 'BAD_JSON' })).toBe('apiResponseError');
    expect(keyFor({ status: 415, method: 'POST', code: 'UNSUPPORTED_MEDIA_TYPE' })).toBe('apiResponseError');
  });

  it('maps an unreadable response to "Unexpected error occurred."', () => {
    expect(keyFor({ status: 200, badJson: true })).toBe('unexpected');
  });

  it('leaves errors meant for the screen (validation, credentials, conflicts, connection) alone', () => {
    expect(keyFor({ status: 400, method: 'POST', code: 'VALIDATION_ERROR' })).toBeNull();
    expect(keyFor({ status: 401, method: 'POST', code: 'INVALID_CREDENTIALS' })).toBeNull();
    expect(keyFor({ status: 409, method: 'POST', code: 'EMAIL_TAKEN' })).toBeNull();
    expect(keyFor({ status: 0, connectionMessage: 'Failed to fetch' })).toBeNull();
    expect(keyFor({ status: 502, method: 'POST' })).toBeNull();
  });

  it('gives error toasts a 2–3 s duration (search §9)', () => {
    const entry = catalogueEntryFor(failure({ status: 429 }));
    expect(entry?.duration).toBeGreaterThanOrEqual(2000);
    expect(entry?.duration).toBeLessThanOrEqual(3000);
  });
});
