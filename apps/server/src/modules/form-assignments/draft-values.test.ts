import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { describe, expect, it } from 'vitest';
import { draftMaxBytes, draftValues } from './draft-values.ts';

const form: FormDefinition = {
  title: 'Draft test',
  sections: [
    {
      title: 'One',
      items: [
        { name: 'intro', type: 'info', label: 'Read me' },
        { name: 'name', type: 'text', label: 'Name', required: true },
        { name: 'rating', type: 'star_rating', label: 'Rating' },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        { name: 'cv', type: 'fileUpload', label: 'CV' },
        {
          name: 'jobs',
          type: 'dynamicList',
          label: 'Jobs',
          dynamicListOptions: {
            items: [
              { name: 'employer', type: 'text', label: 'Employer' },
              { name: 'sin', type: 'sin', label: 'SIN' },
            ],
          },
        },
      ],
    },
  ],
};

describe('draftValues', () => {
  it('keeps typed answers of the right shape, even ones that do not pass the rules yet', () => {
    expect(draftValues(form, { name: '', rating: 4 })).toEqual({
      kept: { rating: 4 },
      notKept: [],
      errors: {},
    });
  });

  it('never keeps secrets or uploads, and says which it left out', () => {
    const r = draftValues(form, {
      name: 'Kim',
      ssn: '123-45-6789',
      cv: [{ uid: 'a', name: 'cv.pdf', size: 1, type: 'application/pdf', content: 'AA==', status: 'done' }],
      jobs: [{ employer: 'Acme', sin: '046 454 286' }],
    });
    expect(r.kept).toEqual({ name: 'Kim', jobs: [{ employer: 'Acme' }] });
    expect(r.notKept.sort()).toEqual(['cv', 'ssn']);
    expect(JSON.stringify(r.kept)).not.toMatch(/6789|286/);
  });

  it('refuses unknown questions, display-only items and wrong shapes', () => {
    const r = draftValues(form, { nope: 1, intro: 'x', rating: 9, name: { a: 1 } });
    expect(Object.keys(r.errors).sort()).toEqual(['intro', 'name', 'nope', 'rating']);
    expect(r.kept).toEqual({});
  });

  it('refuses a draft too large to be typed answers', () => {
    const long = Array.from({ length: 30 }, () => ({ employer: 'x'.repeat(9_999) }));
    const r = draftValues(form, { jobs: long });
    expect(JSON.stringify(long).length).toBeGreaterThan(draftMaxBytes);
    expect(r.errors._).toBe('These answers are too long to save as a draft.');
  });
});
