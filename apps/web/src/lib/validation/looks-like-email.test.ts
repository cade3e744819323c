import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './looks-like-email.ts';

describe('looksLikeEmail', () => {
  it('takes ordinary addresses', () => {
    for (const ok of ['ana@example.com', 'a.b+jobs@mail.example.co.uk', 'x@y.z'])
      expect(looksLikeEmail(ok)).toBe(true);
  });
  it('refuses what is plainly not an address', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana @example.com',
      'ana@ex ample.com',
      'a@b@c.d',
    ])
      expect(looksLikeEmail(bad)).toBe(false);
  });
});
