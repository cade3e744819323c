import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { describe, expect, it } from 'vitest';
import { hasUnsavedKinds, reconcileAnswers } from './form-reconcile.ts';

const form = (items: FormDefinition['sections'][number]['items']): FormDefinition => ({
  sections: [{ title: 'S', items }],
});

describe('reconcileAnswers', () => {
  it('keeps every answer that still fits and names the questions added, removed and changed', () => {
    const before = form([
      { name: 'name', type: 'text', label: 'Name' },
      { name: 'years', type: 'number', label: 'Years' },
      { name: 'pet', type: 'text', label: 'Pet' },
      { name: 'start', type: 'text', label: 'Start' },
    ]);
    const after = form([
      { name: 'name', type: 'text', label: 'Full name' },
      { name: 'years', type: 'number', label: 'Years' },
      { name: 'start', type: 'date', label: 'Start date' },
      { name: 'why', type: 'textarea', label: 'Why us?' },
    ]);
    const result = reconcileAnswers(before, after, { name: 'Ada', years: 3, pet: 'Cat', start: 'soon' });
    expect(result.kept).toEqual({ name: 'Ada', years: 3 });
    expect(result.added).toEqual(['Why us?']);
    expect(result.removed).toEqual(['Pet']);
    expect(result.changed).toEqual(['Start date']);
  });

  it('knows when a form has answers a draft never keeps', () => {
    expect(hasUnsavedKinds(form([{ name: 'ssn', type: 'ssn', label: 'SSN' }]))).toBe(true);
    expect(hasUnsavedKinds(form([{ name: 'cv', type: 'fileUpload', label: 'CV' }]))).toBe(true);
    expect(hasUnsavedKinds(form([{ name: 'n', type: 'text', label: 'N' }]))).toBe(false);
  });
});
