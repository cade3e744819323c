import { describe, expect, it } from 'vitest';
import { defaultRequestErrorMessage, reduceErrorMessage } from './reduce-error-message.ts';

describe('reduceErrorMessage (form-toolkit §8)', () => {
  it('prefers the response message', () => {
    expect(
      reduceErrorMessage({
        data: { message: 'Incorrect email or password.', error: { message: 'nested' } },
        connectionMessage: 'Failed to fetch',
      }),
    ).toBe('Incorrect email or password.');
  });

  it('falls back to the nested error message', () => {
    expect(reduceErrorMessage({ data: { error: { message: 'Nested problem' } } })).toBe('Nested problem');
  });

  it('ignores a plain-string error field (the HTTP status text) and blank messages', () => {
    expect(reduceErrorMessage({ data: { message: '  ', error: 'Bad Request' } })).toBe(
      defaultRequestErrorMessage,
    );
  });

  it('uses raw string data', () => {
    expect(reduceErrorMessage({ data: '  Upstream timed out  ' })).toBe('Upstream timed out');
  });

  it('uses the connection error message when there is no response', () => {
    expect(reduceErrorMessage({ connectionMessage: 'Failed to fetch' })).toBe('Failed to fetch');
  });

  it('replaces HTML responses by the default, even with a connection message', () => {
    const html = '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>';
    expect(reduceErrorMessage({ data: html })).toBe(defaultRequestErrorMessage);
    expect(reduceErrorMessage({ data: '<h1>Oops</h1>', connectionMessage: 'x' })).toBe(
      defaultRequestErrorMessage,
    );
  });

  it('does not mistake text with an angle bracket for HTML', () => {
    expect(reduceErrorMessage({ data: 'Use fewer than 5 < 10 items' })).toBe('Use fewer than 5 < 10 items');
  });

  it('defaults to the spec text, or to a given (localised) fallback', () => {
    expect(reduceErrorMessage({})).toBe('There was a problem with the request');
    expect(reduceErrorMessage({ data: {} }, 'Un problème est survenu')).toBe('Un problème est survenu');
  });
});
