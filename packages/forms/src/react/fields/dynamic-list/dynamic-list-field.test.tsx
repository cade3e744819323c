// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
});
