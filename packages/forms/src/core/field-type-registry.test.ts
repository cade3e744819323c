import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formDefinitionSchema } from './definition-schema.ts';
import { emptyValue } from './empty-value.ts';
import { customFieldType, registerFieldType, unregisterFieldType } from './field-type-registry.ts';
import { fieldTypes } from './field-types.ts';
import { errorTexts, validateForm } from './validate-form.ts';

/** A host's "web address" type: an https URL, checked in the browser and on the server alike. */
const webAddress = {
  type: 'x-web-address',
  label: 'Web address',
  value: z.string().max(2000),
  check: (value: unknown) =>
    /^https:\/\/[^\s/]+\.[^\s]+$/.test(String(value)) ? undefined : { key: 'regex' as const },
} as const;

const formWith = (type: string, required = false) => ({
  sections: [{ title: 'About you', items: [{ name: 'site', type, label: 'Your site', required }] }],
});

describe('field type registry', () => {
  afterEach(() => unregisterFieldType('x-web-address'));

  it('a form naming an unregistered type is refused; once registered it is accepted', () => {
    expect(formDefinitionSchema.safeParse(formWith('x-web-address')).success).toBe(false);
    registerFieldType(webAddress);
    expect(formDefinitionSchema.safeParse(formWith('x-web-address')).success).toBe(true);
    unregisterFieldType('x-web-address');
    expect(formDefinitionSchema.safeParse(formWith('x-web-address')).success).toBe(false);
  });

  it('refuses every name that is not x-<lowercase, digits, dashes>, and never a built-in', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.constantFrom(...fieldTypes),
          fc.string().map((s) => `x-${s}`),
        ),
        (name) => {
          fc.pre(!/^x-[a-z][a-z0-9-]{0,40}$/.test(name));
          expect(() => registerFieldType({ ...webAddress, type: name as `x-${string}` })).toThrow();
          expect(customFieldType(name)).toBeUndefined();
        },
      ),
    );
  });

  it('its check, answer shape, required and empty value run in validateForm (the server’s check)', () => {
    registerFieldType({ ...webAddress, empty: '' });
    const form = formDefinitionSchema.parse(formWith('x-web-address', true));
    const texts = (values: Record<string, unknown>) => errorTexts(validateForm(form, values).errors);
    expect(texts({})).toEqual({ site: 'Your site is required' });
    expect(texts({ site: 'not a url' })).toEqual({ site: 'Enter a valid value.' });
    expect(texts({ site: ['https://x.example'] })).toEqual({ site: 'This value is not valid.' });
    expect(texts({ site: 'https://jordan.example/work' })).toEqual({});
    const item = form.sections[0]?.items[0];
    expect(item && emptyValue(item)).toBe('');
  });
});
