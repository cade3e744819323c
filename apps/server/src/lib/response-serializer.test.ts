import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { builtResponseSerializer } from './response-serializer.ts';

const schema = z.object({
  data: z.object({ count: z.number(), items: z.array(z.object({ id: z.string() })) }),
});
const route = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };
const good = { data: { count: 1, items: [{ id: 'a' }] } };

describe('built response serializer', () => {
  it('writes the answer as built, without a schema walk, when not checking (production)', () => {
    const write = builtResponseSerializer(false)(route);
    expect(write(good)).toBe(JSON.stringify(good));
    // Not checked: a wrong answer goes out as it is (the tests below are what catch it).
    expect(write({ data: { count: 'x' } })).toBe('{"data":{"count":"x"}}');
  });

  it('checks the answer against its schema in tests, and gives the same text', () => {
    const write = builtResponseSerializer(true)(route);
    expect(write(good)).toBe(JSON.stringify(good));
    expect(() => write({ data: { count: 'x', items: [] } })).toThrow();
  });

  it('refuses a field the schema does not know, which production would send unchecked', () => {
    const write = builtResponseSerializer(true)(route);
    expect(() => write({ data: { count: 1, items: [{ id: 'a', secret: 'hash' }] } })).toThrow(
      /the answer\.data\.items\[0\]\.secret/,
    );
    // An absent optional value is not a field.
    expect(write({ data: { count: 1, items: [{ id: 'a', note: undefined }] } })).toBe(JSON.stringify(good));
  });
});
