import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../core/definition-schema.ts';
import { interpolate } from '../core/messages.ts';
import { defaultUiTexts } from '../core/ui-texts.ts';
import { summaryEntries } from './error-summary-entries.ts';

const ui = (key: keyof typeof defaultUiTexts, params?: Record<string, string | number>) =>
  interpolate(defaultUiTexts[key], params);

const def: FormDefinition = {
  sections: [
    { title: 'A', items: [{ name: 'ready', type: 'text', label: 'Ready?' }] },
    {
      title: 'B',
      items: [
        {
          name: 'jobs',
          type: 'dynamicList',
          label: 'Jobs',
          dynamicListOptions: { items: [{ name: 'title', type: 'text', label: 'Title' }] },
        },
        { name: 'plain', type: 'text', ariaLabel: 'Plain' },
      ],
    },
  ],
};

describe('error summary entries', () => {
  it('lists in page order, names the field unless the message does, and places list rows', () => {
    const errors = {
      plain: { type: 'x', message: 'Enter a valid value.' },
      jobs: Object.assign([undefined, { title: { type: 'x', message: 'Title is required' } }], {
        root: { type: 'x', message: 'Add no more than 1 items.' },
      }),
      ready: { type: 'x', message: 'Ready is required' },
    };
    expect(summaryEntries(def, errors as never, ui)).toEqual([
      { path: 'ready', text: 'Ready is required' },
      { path: 'jobs', text: 'Jobs: Add no more than 1 items.' },
      { path: 'jobs.1.title', text: 'Jobs, item 2: Title is required' },
      { path: 'plain', text: 'Plain: Enter a valid value.' },
    ]);
  });
});
