// @vitest-environment jsdom
import { TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerFieldType, unregisterFieldType } from '../core/field-type-registry.ts';
import { renderWithMantine } from '../test/render.tsx';
import { inlineError, renderField } from '../test/render-field.tsx';
import type { FieldProps } from './field-props.ts';
import { registerFieldComponent } from './field-registry.ts';
import { inputProps } from './fields/text/text-field.tsx';
import { FormRenderer } from './form-renderer.tsx';

/** A host's own field: a web address input, wired like the built-in text field. */
function WebAddressInput(props: FieldProps) {
  return (
    <TextInput
      {...inputProps(props)}
      type="url"
      onChange={(e) => props.field.onChange(e.currentTarget.value)}
    />
  );
}

const item = { name: 'site', type: 'x-web-address', label: 'Your site', required: true } as const;

describe('a host adds a field type', () => {
  beforeEach(() => {
    registerFieldType({
      type: 'x-web-address',
      label: 'Web address',
      value: z.string().max(2000),
      check: (v) => (/^https:\/\/\S+\.\S+$/.test(String(v)) ? undefined : { key: 'regex' }),
    });
    registerFieldComponent('x-web-address', {
      Input: WebAddressInput,
      View: ({ value }) => <a href={String(value)}>{String(value).replace('https://', '')}</a>,
    });
  });
  afterEach(() => unregisterFieldType('x-web-address'));

  it('renders its input with the frame’s label, runs its check, and submits its answer', async () => {
    const { user, submitted } = renderField(item);
    const input = screen.getByLabelText(/Your site/) as HTMLInputElement;
    expect(input.type).toBe('url');
    expect(await submitted()).toBeUndefined();
    expect(inlineError('Your site is required')).toBeTruthy();
    await user.type(input, 'jordan dot example');
    expect(await submitted()).toBeUndefined();
    expect(screen.getByText('Enter a valid value.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'https://jordan.example');
    expect(await submitted()).toEqual({ site: 'https://jordan.example' });
  });

  it('view mode shows the answer with the type’s own View', () => {
    renderWithMantine(
      <FormRenderer
        mode="view"
        definition={{ sections: [{ title: 'About you', items: [item] }] }}
        initialValues={{ site: 'https://jordan.example' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'jordan.example' }).getAttribute('href')).toBe(
      'https://jordan.example',
    );
  });
});
