import { zodResolver } from '@hookform/resolvers/zod';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { onInputs, setServerErrors } from './on-inputs.ts';

// A form holding a date and a time whose request holds one instant.
const values = z.object({ date: z.string(), time: z.string() });
const request = z.object({ starts_at: z.iso.datetime({ offset: true }) });
const schema = values.transform((v) => ({ starts_at: `${v.date}T${v.time}:00Z` })).pipe(request);
const resolver = onInputs(zodResolver(schema), { starts_at: 'date' });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('onInputs', () => {
  it("puts a request field's issue on the input that fills it", async () => {
    const result = await resolver({ date: '2030-02-30x', time: '10:00' }, undefined, options);
    expect(Object.keys(result.errors)).toEqual(['date']);
    expect(result.values).toEqual({});
  });

  it('passes a valid request through unchanged', async () => {
    const result = await resolver({ date: '2030-01-02', time: '10:00' }, undefined, options);
    expect(result).toEqual({ values: { starts_at: '2030-01-02T10:00:00Z' }, errors: {} });
  });

  it("shows the server's field errors on the inputs, and unknown fields under their own name", () => {
    const setError = vi.fn();
    setServerErrors(setError, { starts_at: 'In the past', title: 'Too long' }, { starts_at: 'date' });
    expect(setError.mock.calls).toEqual([
      ['date', { type: 'server', message: 'In the past' }],
      ['title', { type: 'server', message: 'Too long' }],
    ]);
  });
});
