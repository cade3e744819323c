import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultPgliteSharedBuffers, loadConfig } from './config.ts';

describe('PGLITE_SHARED_BUFFERS', () => {
  it('defaults to a 32 MB page cache for the embedded database', () => {
    expect(defaultPgliteSharedBuffers).toBe('32MB');
    expect(loadConfig({}).pgliteSharedBuffers).toBe('32MB');
  });

  it('takes a size in PostgreSQL units as it is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65536 }), fc.constantFrom('kB', 'MB', 'GB'), (n, unit) => {
        expect(loadConfig({ PGLITE_SHARED_BUFFERS: `${n}${unit}` }).pgliteSharedBuffers).toBe(`${n}${unit}`);
      }),
    );
  });

  it('refuses anything else with a message naming the setting, never passing it to the database', () => {
    const size = /^\d+(kB|MB|GB)$/;
    fc.assert(
      fc.property(
        fc.string({ maxLength: 12 }).filter((s) => !size.test(s)),
        (value) => {
          expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(/PGLITE_SHARED_BUFFERS/);
        },
      ),
    );
    // What a shell-minded value would try: options smuggled into PostgreSQL's start line.
    for (const value of ['32MB -c fsync=off', '32 MB', '-1MB', '32mb', '1TB', ''])
      expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: value })).toThrow(/a size such as 32MB/);
  });
});
