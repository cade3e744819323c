import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldItem } from './definition-schema.ts';
import { messageText } from './messages.ts';
import { loadSubdivisions, stateChoices, subdivisionName } from './regions.ts';
import { validateField } from './validate-field.ts';
import type { UploadedFile } from './values.ts';

const now = new Date(2026, 10, 21, 12);
const check = (field: Omit<FieldItem, 'name'>, value: unknown, values: Record<string, unknown> = {}) => {
  const error = validateField({ name: 'f', ...field } as FieldItem, value, values, now);
  return error && messageText(error);
};
const file = (name: string, bytes: number): UploadedFile => ({
  uid: name,
  name,
  size: bytes,
  type: 'application/pdf',
  content: Buffer.alloc(bytes).toString('base64'),
  status: 'done',
});

beforeAll(() => loadSubdivisions());

describe('the checks every field of a type gets (browser and server alike)', () => {
  it('a country must be one the country field offers', () => {
    expect(check({ type: 'country' }, 'DE')).toBeUndefined();
    expect(check({ type: 'country' }, 'XX')).toBe('Choose one of the options.');
    expect(check({ type: 'country' }, 'us')).toBe('Choose one of the options.');
  });

  it("a state must be one of its country's subdivisions, or free text where none are listed", () => {
    const state: Omit<FieldItem, 'name'> = { type: 'state', dependencies: ['country'] };
    expect(check(state, 'NY', { country: 'US' })).toBeUndefined();
    expect(check(state, 'ZZ', { country: 'US' })).toBe('Choose one of the options.');
    expect(check(state, 'QC', { country: 'CA' })).toBeUndefined();
    expect(check(state, 'NY', { country: 'CA' })).toBe('Choose one of the options.');
    expect(check(state, 'BY', { country: 'DE' })).toBeUndefined(); // Bayern, from the dataset
    // Without a dependency the field lists US states.
    expect(check({ type: 'state' }, 'TX')).toBeUndefined();
    expect(check({ type: 'state' }, 'Texas')).toBe('Choose one of the options.');
  });

  it('a generated state value not in the list is refused; every listed one passes', () => {
    const codes = new Set(stateChoices('US').map((c) => c.value));
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const error = check({ type: 'state' }, value);
        if (value.trim() === '') expect(error).toBeUndefined();
        else expect(error === undefined).toBe(codes.has(value.trim()));
      }),
    );
    for (const code of codes) expect(check({ type: 'state' }, code)).toBeUndefined();
  });

  it('names subdivisions from the dataset', () => {
    expect(subdivisionName('NY', 'US')).toBe('New York');
    expect(subdivisionName('BY', 'DE')).toBe('Bayern');
    expect(subdivisionName('nope')).toBeUndefined();
  });

  it('a date range must not end before it starts', () => {
    const range = { type: 'dateRange' } as const;
    expect(check(range, { startDate: '2024-05', endDate: '2023-01' })).toBe(
      'The end date must be on or after the start date.',
    );
    expect(check(range, { startDate: '2024-05', endDate: '2024-05' })).toBeUndefined();
    expect(check(range, { startDate: '2024-05', isCurrent: true })).toBeUndefined();
  });

  it('a single-file upload takes one file; a maxLength rule above 1 allows more', () => {
    const single = { type: 'file_upload' } as const;
    expect(check(single, [file('a.pdf', 10), file('b.pdf', 10)])).toBe('Upload no more than 1 files.');
    expect(check(single, [file('a.pdf', 10)])).toBeUndefined();
    const multi: Omit<FieldItem, 'name'> = { type: 'file_upload', rules: [{ type: 'maxLength', value: 3 }] };
    expect(check(multi, [file('a.pdf', 10), file('b.pdf', 10)])).toBeUndefined();
  });

  it('an upload field without a size of its own is bounded at 10 MB per file', () => {
    const big = file('big.pdf', 10 * 1024 * 1024 + 1);
    expect(check({ type: 'file_upload' }, [big])).toBe('These files are larger than 10 MB: big.pdf');
    expect(check({ type: 'file_upload' }, [file('ok.pdf', 10 * 1024 * 1024)])).toBeUndefined();
    // A field's own limit wins, larger or smaller.
    expect(check({ type: 'file_upload', fileUploadOptions: { uploadSize: 20 } }, [big])).toBeUndefined();
    expect(
      check({ type: 'file_upload', rules: [{ type: 'maxFileSizeMB', value: 11 }] }, [big]),
    ).toBeUndefined();
  });
});
