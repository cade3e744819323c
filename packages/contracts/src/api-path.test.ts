import { describe, expect, it } from 'vitest';
import { apiPath } from './api-path.ts';

describe('apiPath', () => {
  it('fills each parameter, URL-encoded, and leaves a path without parameters as it is', () => {
    expect(apiPath('/api/admin/offers')).toBe('/api/admin/offers');
    expect(
      apiPath('/api/admin/offers/:id/documents/:documentId/file', { id: 'a b', documentId: 'x/y' }),
    ).toBe('/api/admin/offers/a%20b/documents/x%2Fy/file');
    expect(apiPath('/api/offer/offers/:id/:documentId/esign_status', { id: '1', documentId: '2' })).toBe(
      '/api/offer/offers/1/2/esign_status',
    );
  });
});
