// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { type FieldItem, fieldItemSchema } from '../../core/definition-schema.ts';
import { fieldTypes } from '../../core/field-types.ts';
import { renderWithMantine } from '../../test/render.tsx';
import { QuestionEditor } from './question-editor.tsx';

/** Everything a question of this type can hold, as the definition schema allows it. */
function fullItem(type: (typeof fieldTypes)[number]): Partial<FieldItem> {
  const choices = [
    { label: 'One', value: 'one' },
    { label: 'Two', value: 2 },
  ];
  switch (type) {
    case 'dropdown':
    case 'select':
      return {
        selectOptions: {
          choices,
          choicesSortOrder: 'descending',
          placeholder: 'Pick',
          apiEndpoint: '/api/x',
          apiCall: 'loadX',
          multiple: true,
        },
      };
    case 'radio':
      return { radioOptions: { choices, direction: 'horizontal', toggle: true } };
    case 'checkbox':
      return { checkboxOptions: { choices, direction: 'vertical' } };
    case 'date':
      return {
        dateOptions: {
          dateFormat: 'DD/MM/YYYY',
          today: true,
          placeholder: 'When',
          enableFrom: -30,
          enableUntil: '2030-01-01',
          fallbackFormat: 'YYYY',
          picker: 'month',
          readonly: true,
        },
      };
    case 'dateRange':
      return {
        dateRangeOptions: {
          picker: 'date',
          dateFormat: 'MM/YYYY',
          placeholders: { start: 'From', end: 'To' },
          showCurrentCheck: true,
          currentCheckboxPlaceholder: 'Still here',
          disallowFutureStartDate: true,
        },
      };
    case 'file_upload':
    case 'fileUpload':
      return { fileUploadOptions: { uploadSize: 2, allowedTypes: ['pdf'], texts: { drop: 'Drop here' } } };
    case 'phone':
      return {
        phoneOptions: {
          defaultCountryCode: 'CA',
          placeholders: { country: 'C', number: 'N' },
          autocomplete: 'tel',
        },
      };
    case 'textarea':
      return { textAreaOptions: { placeholder: 'Tell us', enableExpand: true, size: 'large' } };
    case 'skillSelector':
      return { skillSelectorOptions: { showMoreThreshold: 4, searchCall: 'find', suggestedSkills: ['Go'] } };
    case 'instruction':
      return { instructionOptions: { showReadMoreButton: true, readMoreMaxHeight: 150 } };
    case 'esignForm':
      return {
        additionalProperties: {
          wid: 'w1',
          hosted: true,
          customDomain: 'sign.example.com',
          url: 'https://sign.example.com/x',
          title: 'Sign',
          onSign: 'signed',
          onReject: 'rejected',
        },
      };
    case 'embedded_form':
      return { additionalProperties: { url: 'https://example.com/form', title: 'Embedded' } };
    case 'text':
      return { textOptions: { autocomplete: 'nickname', maxWidth: 20 } };
    case 'dynamicList':
      return {
        dynamicListOptions: {
          items: [
            { name: 'role', type: 'text', label: 'Role', visibleFn: { field: 'since', op: 'notEmpty' } },
            { name: 'since', type: 'date', dateOptions: { picker: 'year' } },
          ],
          itemDefaultValue: { role: 'Engineer' },
          addButton: 'Add a role',
          itemLayout: 'stacked',
        },
      };
    default:
      return {};
  }
}

const sources: FieldItem[] = [
  { name: 'other', type: 'radio', radioOptions: { choices: [{ label: 'Yes', value: 'y' }] } },
  { name: 'count', type: 'number' },
];

const item = fc
  .record({
    type: fc.constantFrom(...fieldTypes),
    label: fc.option(fc.string({ minLength: 1, maxLength: 20 }), { nil: undefined }),
    flags: fc.subarray(['required', 'newItem', 'disabled', 'readonly', 'hidden'] as const),
    starEnabled: fc.boolean(),
    layout: fc.option(fc.constantFrom('small' as const, 'large' as const), { nil: undefined }),
    visibleFn: fc.option(
      fc.constantFrom<FieldItem['visibleFn']>(
        { field: 'other', op: 'equals', value: 'y' },
        {
          not: {
            any: [
              { field: 'count', op: 'equals', value: 3 },
              { field: 'other', op: 'empty' },
            ],
          },
        },
        { all: [{ any: [{ field: 'count', op: 'notEmpty' }] }] },
      ),
      { nil: undefined },
    ),
    extras: fc.boolean(),
  })
  .map(({ type, label, flags, starEnabled, layout, visibleFn, extras }) => {
    const out: Record<string, unknown> = { name: 'q', type, ...fullItem(type) };
    if (label) out.label = label;
    for (const f of flags) out[f] = true;
    if (type === 'star_rating' && starEnabled) out.disabled = false;
    if (layout) out.layout = layout;
    if (visibleFn) out.visibleFn = visibleFn;
    if (extras) {
      out.ariaLabel = 'Spoken';
      out.help = 'Some help';
      out.dependencies = ['count'];
      out.customValidator = { type: 'matchesField', field: 'other', message: 'Must match' };
      out.rules = [{ type: 'minLength', value: 1, message: 'Too short' }];
    }
    return fieldItemSchema.parse(out);
  });

describe('question editor round trip', () => {
  it('saves every question of every type unchanged when nothing is edited', async () => {
    await fc.assert(
      fc.asyncProperty(item, async (question) => {
        const user = userEvent.setup();
        const onSave = vi.fn();
        renderWithMantine(
          <QuestionEditor
            item={question}
            check={() => ({})}
            sources={sources}
            onSave={onSave}
            onClose={() => {}}
          />,
        );
        await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
        cleanup();
        expect(onSave).toHaveBeenCalledWith(question);
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('covers the types with their full option bags', () => {
    // Every type appears in the generator's domain; this guards the list against a new type.
    for (const type of fieldTypes)
      expect(fieldItemSchema.safeParse({ name: 'q', type, ...fullItem(type) }).success).toBe(true);
  });
});
