import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certificateSerial } from './signing-key.ts';

describe('certificate serials', () => {
  it('are 16 bytes of minimal, positive DER: first byte 0x40–0x7f, whatever the random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 16, maxLength: 16 }), (bytes) => {
        const hex = certificateSerial(bytes);
        expect(hex).toMatch(/^[0-9a-f]{32}$/);
        const first = Number.parseInt(hex.slice(0, 2), 16);
        expect(first).toBeGreaterThanOrEqual(0x40);
        expect(first).toBeLessThanOrEqual(0x7f);
        expect(hex.slice(2)).toBe(Buffer.from(bytes.subarray(1)).toString('hex'));
      }),
    );
    // The case that broke: random bytes starting with zero.
    expect(certificateSerial(new Uint8Array(16)).slice(0, 2)).toBe('40');
  });
});
