import { describe, expect, it } from 'vitest';
import { pageCount, responseEntries } from './response-entries.ts';

const columns = [
  { name: 'motto', label: 'Motto', type: 'text' },
  { name: 'cv', label: 'CV', type: 'file_upload' },
  { name: 'ssn', label: 'SSN', type: 'ssn' },
  { name: 'note', label: 'Note', type: 'textarea' },
];
const response = {
  id: '00000000-0000-4000-8000-000000000001',
  submittedAt: '2026-11-24T10:00:00.000Z',
  formVersion: 1,
  submitter: null,
  answers: { motto: 'Be kind', cv: 'cv.pdf' },
  hidden: ['ssn'],
  files: [{ field: 'cv', name: 'cv.pdf', fileId: '00000000-0000-4000-8000-000000000002' }],
};

describe('responseEntries', () => {
  it('lists every question in order: text, files as links, sealed numbers hidden, blanks empty', () => {
    expect(responseEntries(columns, response).map((e) => [e.name, e.kind])).toEqual([
      ['motto', 'text'],
      ['cv', 'files'],
      ['ssn', 'hidden'],
      ['note', 'empty'],
    ]);
    expect(responseEntries(columns, response)[0]).toMatchObject({ text: 'Be kind', label: 'Motto' });
  });

  it('shows an SSN as hidden even if an answer text came with it', () => {
    const leaked = { ...response, answers: { ...response.answers, ssn: '123-45-6789' } };
    expect(responseEntries(columns, leaked)[2]).toEqual({ name: 'ssn', label: 'SSN', kind: 'hidden' });
  });
});

describe('pageCount', () => {
  it('counts whole pages, at least one', () => {
    expect([0, 1, 20, 21, 40].map((n) => pageCount(n, 20))).toEqual([1, 1, 1, 2, 2]);
  });
});
