import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedFile as file } from '../test/uploaded-file.ts';
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

describe('validateField', () => {
  it('passes empty optional answers, fails empty required ones', () => {
    expect(check({ type: 'text', label: 'City' }, '')).toBeUndefined();
    expect(check({ type: 'text', label: 'City', required: true }, '  ')).toBe('City is required');
    expect(check({ type: 'radio', label: 'Shift', required: true }, undefined)).toBe('Shift is required');
    expect(check({ type: 'checkbox', label: 'Days', required: true }, [])).toBe('Days is required');
    expect(check({ type: 'checkboxItem', label: 'I agree.', required: true }, false)).toBe(
      'I agree is required',
    );
    expect(check({ type: 'skillSelector', label: 'Skills', required: true }, [])).toBe('Skills is required');
  });

  it('an empty SSN gives the required message', () => {
    expect(check({ type: 'ssn', label: 'SSN', required: true }, '')).toBe('SSN is required');
    expect(check({ type: 'ssn', label: 'SSN' }, '123-45-678')).toBe(
      'Social security number is invalid. Enter in the format of XXX-XX-XXXX.',
    );
    expect(check({ type: 'sin', label: 'SIN' }, '123-456-78')).toBe(
      'Social insurance number is invalid. Enter in the format of XXX-XXX-XXX.',
    );
  });

  it('email fields check their format', () => {
    expect(check({ type: 'email' }, 'jordan@example')).toBe(
      'Email is invalid. Use the format "name@example.com".',
    );
    expect(check({ type: 'email' }, 'jordan@example.com')).toBeUndefined();
  });

  it('phone fields need a country code and a number valid for it', () => {
    const phone = { type: 'phone' as const };
    expect(check(phone, '+1 202 555 0143')).toBeUndefined();
    expect(check(phone, '+1 ')).toBe('Enter a valid phone number and country code.');
    expect(check(phone, '2025550143')).toBe('Enter a valid phone number and country code.');
    expect(check(phone, '+1 12')).toBe('Enter a valid phone number and country code.');
    expect(check(phone, '+1 202-555-CALL')).toBe(
      'Phone number is invalid. Only use digits (0-9), dashes (-) or parentheses ().',
    );
  });

  it('number fields accept digits only', () => {
    expect(check({ type: 'number' }, '42')).toBeUndefined();
    expect(check({ type: 'number' }, '4.2')).toBe('Enter digits only.');
    expect(check({ type: 'number' }, '-1')).toBe('Enter digits only.');
  });

  it('the first failing rule wins, in the listed order', () => {
    const field = {
      type: 'text' as const,
      rules: [
        { type: 'minLength' as const, value: 5 },
        { type: 'regex' as const, value: '/^\\d+$/' },
      ],
    };
    expect(check(field, 'ab')).toBe('Enter at least 5 characters.');
    expect(check(field, 'abcdef')).toBe('Enter a valid value.');
    expect(check(field, '123456')).toBeUndefined();
  });

  it('date range: both dates, current, future start', () => {
    const range = { type: 'dateRange' as const, dateRangeOptions: { disallowFutureStartDate: true } };
    expect(check(range, { startDate: '2024-01', endDate: null })).toBe(
      'Please enter both a start and end date.',
    );
    expect(check(range, { startDate: null, endDate: '2024-01' })).toBe(
      'Please enter both a start and end date.',
    );
    expect(check(range, { startDate: '2024-01', isCurrent: true })).toBeUndefined();
    expect(check(range, { startDate: '2024-01', endDate: '2025-02' })).toBeUndefined();
    expect(check(range, { startDate: '2027-01', endDate: '2027-02' })).toBe(
      'Start date cannot be in the future',
    );
    expect(check({ type: 'dateRange' }, { startDate: '2027-01', endDate: '2027-02' })).toBeUndefined();
    expect(check(range, { startDate: '2024-13', endDate: '2025-02' })).toBe('Enter a valid date.');
  });

  it('date bounds: a number is days from today, 0 the start of today', () => {
    const date = { type: 'date' as const, dateOptions: { enableFrom: 0, enableUntil: 30 } };
    expect(check(date, '2026-11-21')).toBeUndefined();
    expect(check(date, '2026-11-20')).toBe('Choose a date in the allowed range.');
    expect(check(date, '2026-12-21')).toBeUndefined();
    expect(check(date, '2026-12-22')).toBe('Choose a date in the allowed range.');
    expect(check({ type: 'date', dateOptions: { enableUntil: '2000-01-01' } }, '2000-01-02')).toBe(
      'Choose a date in the allowed range.',
    );
    expect(check({ type: 'date' }, '2026-02-30')).toBe('Enter a valid date.');
  });

  it('static choices must be listed', () => {
    const radio = { type: 'radio' as const, radioOptions: { choices: [{ label: 'Yes', value: 'y' }] } };
    expect(check(radio, 'y')).toBeUndefined();
    expect(check(radio, 'n')).toBe('Choose one of the options.');
    const select = { type: 'select' as const, selectOptions: { apiEndpoint: '/api/x' } };
    expect(check(select, 'anything')).toBeUndefined();
  });

  it('file uploads: default allowed types and the first failure', () => {
    const f = (name: string): UploadedFile => ({
      uid: name,
      name,
      size: 3,
      type: '',
      content: 'YWJj',
      status: 'done',
    });
    const upload = { type: 'fileUpload' as const, rules: [{ type: 'maxLength' as const, value: 2 }] };
    expect(check(upload, [f('cv.pdf'), f('photo.JPG')])).toBeUndefined();
    expect(check(upload, [f('run.exe')])).toBe('These files are not of an allowed type: run.exe');
    expect(check(upload, [f('a.pdf'), f('b.pdf'), f('c.pdf')])).toBe('Upload no more than 2 files.');
    expect(check({ type: 'file_upload', rules: [{ type: 'minLength', value: 1 }] }, [])).toBe(
      'Upload at least 1 file.',
    );
  });

  it('star ratings are integers 1 to 5', () => {
    expect(check({ type: 'star_rating' }, 5)).toBeUndefined();
    expect(check({ type: 'star_rating' }, 6)).toBe('This value is not valid.');
    expect(check({ type: 'star_rating' }, 2.5)).toBe('This value is not valid.');
  });

  it('wrong value shapes are refused', () => {
    expect(check({ type: 'text' }, { $gt: '' })).toBe('This value is not valid.');
    expect(check({ type: 'skillSelector' }, 'React')).toBe('This value is not valid.');
    expect(check({ type: 'checkboxItem' }, 'true')).toBe('This value is not valid.');
  });

  it('custom validators', () => {
    const confirm = {
      type: 'email' as const,
      customValidator: { type: 'matchesField' as const, field: 'email', message: 'Emails differ' },
    };
    expect(check(confirm, 'a@b.co', { email: 'a@b.co' })).toBeUndefined();
    expect(check(confirm, 'a@b.co', { email: 'c@d.co' })).toBe('Emails differ');
    const past = { type: 'date' as const, customValidator: { type: 'notInFuture' as const } };
    expect(check(past, '2027-01-01')).toBe('This value is not valid.');
    expect(check(past, '2020-01-01')).toBeUndefined();
  });

  it('display-only fields are never validated', () => {
    expect(check({ type: 'info', required: true }, undefined)).toBeUndefined();
  });
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
        // A state is picked from a list, so only the listed code itself passes: " TX" is not one.
        else expect(error === undefined).toBe(codes.has(value));
      }),
      { examples: [[' TX'], ['TX '], ['tx'], ['  ']] },
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
