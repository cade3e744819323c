import type { FormDefinition } from '@opencareers/forms/core/definition-schema';
import { describe, expect, it } from 'vitest';
import { draftPayload } from './draft-payload.ts';

const form: FormDefinition = {
  title: 'T',
  sections: [
    {
      title: 'S',
      items: [
        { name: 'name', type: 'text', label: 'Name' },
        { name: 'ssn', type: 'ssn', label: 'SSN' },
        { name: 'cv', type: 'fileUpload', label: 'CV' },
      ],
    },
  ],
};

describe('draftPayload', () => {
  it('sends typed answers and names the secrets and uploads it leaves out', () => {
    expect(draftPayload(form, { name: 'Kim', ssn: '123-45-6789', cv: [{ name: 'a.pdf' }] })).toEqual({
      kept: { name: 'Kim' },
      left: ['ssn', 'cv'],
    });
  });

  it('does not mention empty answers', () => {
    expect(draftPayload(form, { name: '', ssn: '', cv: [] })).toEqual({ kept: {}, left: [] });
  });
});
