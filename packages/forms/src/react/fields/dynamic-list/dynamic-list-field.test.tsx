// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('dynamic list field', () => {
  it('starts with one row when minLength > 0, hides add at max and delete at min, validates rows', async () => {
    const { user, submitted } = renderField({
      name: 'jobs',
      type: 'dynamicList',
      label: 'Jobs',
      rules: [
        { type: 'minLength', value: 1 },
        { type: 'maxLength', value: 2 },
      ],
      dynamicListOptions: {
        addButton: 'Add a job',
        items: [{ name: 'title', type: 'text', label: 'Title', required: true }],
      },
    });
    expect(screen.getAllByRole('textbox', { name: /Title/ })).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Delete item/ })).toBeNull();
    expect(await submitted()).toBeUndefined();
    expect(screen.getByText('Title is required')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a job' }));
    expect(screen.queryByRole('button', { name: 'Add a job' })).toBeNull();
    expect(screen.getAllByRole('button', { name: /Delete item/ })).toHaveLength(2);
    const [first, second] = screen.getAllByRole('textbox', { name: /Title/ });
    await user.type(first!, 'Analyst');
    await user.type(second!, 'Engineer');
    expect(await submitted()).toEqual({ jobs: [{ title: 'Analyst' }, { title: 'Engineer' }] });
    await user.click(screen.getByRole('button', { name: 'Delete item 1' }));
    expect(await submitted()).toEqual({ jobs: [{ title: 'Engineer' }] });
  });

  it('shows the default add text "Add Item"', () => {
    renderField({
      name: 'l',
      type: 'dynamicList',
      label: 'L',
      dynamicListOptions: { items: [{ name: 'x', type: 'text', label: 'X' }] },
    });
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeTruthy();
  });

  it('a disabled or read-only list offers no add or delete, and its row questions take the flag', async () => {
    for (const flag of [{ disabled: true }, { readonly: true }]) {
      const { submitted } = renderField(
        {
          name: 'jobs',
          type: 'dynamicList',
          label: 'Jobs',
          ...flag,
          dynamicListOptions: {
            addButton: 'Add a job',
            items: [{ name: 'title', type: 'text', label: 'Title' }],
          },
        },
        { initialValues: { jobs: [{ title: 'Analyst' }, { title: 'Engineer' }] } },
      );
      expect(screen.queryByRole('button', { name: 'Add a job' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Delete item/ })).toBeNull();
      const inputs = screen.getAllByRole('textbox', { name: /Title/ }) as HTMLInputElement[];
      expect(inputs.map((i) => i.disabled || i.readOnly)).toEqual([true, true]);
      // A disabled question takes no answer (validateForm drops it too); read only keeps its rows.
      expect(await submitted()).toEqual(
        flag.disabled ? {} : { jobs: [{ title: 'Analyst' }, { title: 'Engineer' }] },
      );
      cleanup();
    }
  });
});
