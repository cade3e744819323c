// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { FieldItem } from '../../../core/definition-schema.ts';
import { loadSubdivisions, subdivisionsLoaded } from '../../../core/regions.ts';
import { renderField } from '../../../test/render-field.tsx';

/** What a screen reader reads with the control: the texts its aria-describedby names. */
const described = (el: Element) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

// Its own file, so the region lists are not loaded yet when it starts (each file gets fresh modules).
it('describes the select that replaces the waiting box once the lists load', async () => {
  expect(subdivisionsLoaded()).toBe(false);
  const item: FieldItem = {
    name: 'state',
    type: 'state',
    label: 'State',
    help: 'Where you live',
    required: true,
  };
  const { submitted } = renderField(item);
  // Drawn while the lists load: the waiting box, described by its help.
  expect(screen.getByRole('textbox', { name: 'State' }).hasAttribute('disabled')).toBe(true);
  // The lists arrive and a select takes the box's place, nothing else re-rendering: it was
  // described by nothing, not even its help, until the next change of the field.
  await loadSubdivisions();
  await waitFor(() =>
    expect(screen.getByRole('textbox', { name: 'State' }).hasAttribute('disabled')).toBe(false),
  );
  expect(described(screen.getByRole('textbox', { name: 'State' }))).toEqual(['Where you live']);
  // Sent empty, the select shows the error and names it first.
  expect(await submitted()).toBeUndefined();
  expect(described(screen.getByRole('textbox', { name: 'State' }))).toEqual([
    'State is required',
    'Where you live',
  ]);
});
