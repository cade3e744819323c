import { describe, expect, it } from 'vitest';
import { type FormDefinition, formDefinitionSchema } from './definition-schema.ts';
import { errorTexts, validateForm, visibleFields } from './validate-form.ts';

const form: FormDefinition = formDefinitionSchema.parse({
  sections: [
    {
      title: 'About you',
      items: [
        { name: 'intro', type: 'info', help: 'Hello' },
        { name: 'name', type: 'text', label: 'Full name', required: true },
        {
          name: 'employed',
          type: 'radio',
          label: 'Employed?',
          radioOptions: {
            choices: [
              { label: 'Yes', value: 'yes' },
              { label: 'No', value: 'no' },
            ],
          },
        },
        {
          name: 'employer',
          type: 'text',
          label: 'Employer',
          required: true,
          visibleFn: { field: 'employed', op: 'equals', value: 'yes' },
          dependencies: ['employed'],
        },
        {
          name: 'since',
          type: 'date',
          label: 'Since',
          required: true,
          visibleFn: { field: 'employer', op: 'notEmpty' },
        },
        { name: 'secret', type: 'text', hidden: true, required: true },
      ],
    },
    {
      title: 'History',
      items: [
        {
          name: 'jobs',
          type: 'dynamicList',
          label: 'Jobs',
          rules: [
            { type: 'minLength', value: 1 },
            { type: 'maxLength', value: 3 },
          ],
          dynamicListOptions: { items: [{ name: 'title', type: 'text', label: 'Title', required: true }] },
        },
      ],
    },
  ],
});

describe('validateForm (what the server runs)', () => {
  it('ignores hidden fields and leaves them out of the values', () => {
    const r = validateForm(form, {
      name: 'Jordan',
      employed: 'no',
      employer: 'Acme',
      jobs: [{ title: 'Dev' }],
    });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({ name: 'Jordan', employed: 'no', jobs: [{ title: 'Dev' }] });
  });

  it('validates fields once their rule shows them', () => {
    const r = validateForm(form, { name: 'Jordan', employed: 'yes', jobs: [{ title: 'Dev' }] });
    expect(errorTexts(r.errors)).toEqual({ employer: 'Employer is required' });
  });

  it('hiding cascades through fields that are themselves hidden', () => {
    expect(visibleFields(form, { employed: 'no', employer: 'Acme' }).has('since')).toBe(false);
    expect(visibleFields(form, { employed: 'yes', employer: 'Acme' }).has('since')).toBe(true);
  });

  it('rejects unknown fields and answers to display-only fields', () => {
    const r = validateForm(form, { name: 'J', jobs: [{ title: 'x', extra: 1 }], isAdmin: true, intro: 'x' });
    expect(errorTexts(r.errors)).toEqual({
      isAdmin: 'This field is not part of the form.',
      intro: 'This field is not part of the form.',
      'jobs.0.extra': 'This field is not part of the form.',
    });
  });

  it('trims text before validating and storing', () => {
    const r = validateForm(form, { name: '   ', jobs: [{ title: '  Dev ' }] });
    expect(errorTexts(r.errors)).toEqual({ name: 'Full name is required' });
    expect(validateForm(form, { name: ' Jo ', jobs: [{ title: ' Dev ' }] }).values).toMatchObject({
      name: 'Jo',
      jobs: [{ title: 'Dev' }],
    });
  });

  it('list rows are validated by their items, and list bounds apply', () => {
    expect(errorTexts(validateForm(form, { name: 'J', jobs: [{ title: '' }] }).errors)).toEqual({
      'jobs.0.title': 'Title is required',
    });
    expect(errorTexts(validateForm(form, { name: 'J', jobs: [] }).errors)).toEqual({
      jobs: 'Add at least 1 items.',
    });
    expect(errorTexts(validateForm(form, { name: 'J', jobs: [{}, {}, {}, {}] }).errors)).toEqual({
      jobs: 'Add no more than 3 items.',
    });
  });
});

describe('disabled questions take no answer', () => {
  const form: FormDefinition = {
    sections: [
      {
        title: 'S',
        items: [
          { name: 'stars', type: 'star_rating', label: 'Default stars', required: true },
          { name: 'rated', type: 'star_rating', label: 'Enabled stars', disabled: false },
          { name: 'locked', type: 'text', label: 'Locked', disabled: true, required: true },
          { name: 'shown', type: 'text', label: 'Shown', readonly: true },
          {
            name: 'rows',
            type: 'dynamicList',
            label: 'Rows',
            dynamicListOptions: {
              items: [
                { name: 'a', type: 'text', label: 'A' },
                { name: 'b', type: 'text', label: 'B', disabled: true },
              ],
            },
          },
        ],
      },
    ],
  };
  it('drops and never checks what is sent for a disabled question (a star rating unless enabled); keeps read-only', () => {
    const result = validateForm(form, {
      stars: 5,
      rated: 4,
      locked: 'typed anyway',
      shown: 'prefilled',
      rows: [{ a: 'x', b: 'sent anyway' }],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ rated: 4, shown: 'prefilled', rows: [{ a: 'x' }] });
    // Required but disabled: nothing to answer, so nothing missing.
    expect(validateForm(form, {}).errors).toEqual({});
  });
});

describe('form definition schema', () => {
  const base = { sections: [{ title: 'S', items: [{ name: 'a', type: 'text' }] }] };
  it('accepts a minimal form and every property of §3', () => {
    expect(formDefinitionSchema.safeParse(base).success).toBe(true);
    const full = {
      sections: [
        {
          title: 'S',
          items: [
            { name: 'dep', type: 'text' },
            {
              name: 'a',
              label: 'A',
              ariaLabel: 'A field',
              type: 'select',
              help: 'h',
              required: true,
              newItem: true,
              disabled: false,
              readonly: false,
              hidden: false,
              rules: [{ type: 'required', message: 'm' }],
              dependencies: ['dep'],
              visibleFn: { field: 'dep', op: 'notEmpty' },
              customValidator: { type: 'notInFuture' },
              layout: 'large',
              selectOptions: {
                choices: [{ label: 'x', value: 'x', iconProps: { name: 'star' } }],
                choicesSortOrder: 'ascending',
                placeholder: 'Select',
                apiEndpoint: '/api/options/{parentValue}',
                multiple: false,
              },
            },
          ],
        },
      ],
    };
    expect(formDefinitionSchema.safeParse(full).error).toBeUndefined();
  });
  it.each([
    [
      'duplicate names',
      {
        sections: [
          {
            title: 'S',
            items: [
              { name: 'a', type: 'text' },
              { name: 'a', type: 'email' },
            ],
          },
        ],
      },
    ],
    ['unknown type', { sections: [{ title: 'S', items: [{ name: 'a', type: 'html' }] }] }],
    ['unknown property', { sections: [{ title: 'S', items: [{ name: 'a', type: 'text', onClick: 'x' }] }] }],
    ['dotted name', { sections: [{ title: 'S', items: [{ name: 'a.b', type: 'text' }] }] }],
    [
      'unknown dependency',
      { sections: [{ title: 'S', items: [{ name: 'a', type: 'text', dependencies: ['zz'] }] }] },
    ],
    [
      'bad regex',
      {
        sections: [
          { title: 'S', items: [{ name: 'a', type: 'text', rules: [{ type: 'regex', value: '/(/' }] }] },
        ],
      },
    ],
    [
      'off-site endpoint',
      {
        sections: [
          {
            title: 'S',
            items: [{ name: 'a', type: 'select', selectOptions: { apiEndpoint: 'https://evil.example/x' } }],
          },
        ],
      },
    ],
    [
      'protocol-relative endpoint',
      {
        sections: [
          {
            title: 'S',
            items: [{ name: 'a', type: 'select', selectOptions: { apiEndpoint: '//evil.example/x' } }],
          },
        ],
      },
    ],
    [
      'http e-sign url',
      {
        sections: [
          {
            title: 'S',
            items: [{ name: 'a', type: 'esignForm', additionalProperties: { url: 'javascript:alert(1)' } }],
          },
        ],
      },
    ],
    [
      'nested list',
      {
        sections: [
          {
            title: 'S',
            items: [
              {
                name: 'a',
                type: 'dynamicList',
                dynamicListOptions: { items: [{ name: 'b', type: 'dynamicList' }] },
              },
            ],
          },
        ],
      },
    ],
    ['no sections', { sections: [] }],
  ])('refuses %s', (_, def) => {
    expect(formDefinitionSchema.safeParse(def).success).toBe(false);
  });
});
