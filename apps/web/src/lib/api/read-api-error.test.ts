import { apiErrorSchema } from '@opencareers/contracts/api-envelope';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readApiError } from './read-api-error.ts';

const zodReading = (data: unknown) => {
  const parsed = apiErrorSchema.partial().safeParse(data);
  return parsed.success ? parsed.data : undefined;
};

// Each field of the error shape, present or not, with a value of its type or of another.
const anyValue = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())),
  fc.array(fc.string()),
);
const errorLike = fc.record(
  {
    statusCode: fc.oneof(fc.integer({ min: 100, max: 599 }), anyValue),
    error: fc.oneof(fc.string(), anyValue),
    code: fc.oneof(fc.constantFrom('NOT_FOUND', 'VALIDATION_ERROR'), anyValue),
    message: fc.oneof(fc.string(), anyValue),
    fieldErrors: fc.oneof(fc.dictionary(fc.string(), fc.string()), anyValue),
    currentVersion: fc.oneof(fc.nat(), anyValue),
    currentState: fc.oneof(fc.string(), anyValue),
    other: anyValue,
  },
  { requiredKeys: [] },
);

describe('readApiError', () => {
  it('reads an error answer as the contract schema (made optional) does', () => {
    fc.assert(
      fc.property(fc.oneof(errorLike, fc.jsonValue()), (data) => {
        // Through JSON, as answers arrive.
        const answer = JSON.parse(JSON.stringify(data) ?? 'null') as unknown;
        expect(readApiError(answer)).toEqual(zodReading(answer));
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps the code and field errors of a well-formed answer', () => {
    const answer = {
      statusCode: 400,
      error: 'Bad Request',
      code: 'VALIDATION_ERROR',
      message: 'x',
      fieldErrors: { a: 'b' },
    };
    expect(readApiError(answer)).toEqual(answer);
    expect(readApiError({ code: 7 })).toBeUndefined();
    expect(readApiError([])).toBeUndefined();
    // A `__proto__` key is dropped as zod drops it (fast-check found the difference).
    expect(readApiError(JSON.parse('{"fieldErrors":{"__proto__":"","a":"b"}}'))).toEqual({
      fieldErrors: { a: 'b' },
    });
  });
});
