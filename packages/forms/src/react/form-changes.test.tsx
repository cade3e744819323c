// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormDefinition } from '../core/definition-schema.ts';
import { renderWithMantine } from '../test/render.tsx';
import { type FormChange, FormRenderer } from './form-renderer.tsx';

const definition: FormDefinition = {
  sections: [
    {
      title: 'About',
      items: [
        { name: 'first', type: 'text', label: 'First name' },
        { name: 'ssn', type: 'ssn', label: 'Social security number' },
      ],
    },
  ],
};

describe('change and dirty-state subscription', () => {
  it('reports each change with the answers and the dirty state, and dirty going back to clean', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(c: FormChange) => void>();
    const onDirtyChange = vi.fn<(d: boolean) => void>();
    renderWithMantine(
      <FormRenderer
        definition={definition}
        initialValues={{ first: 'Al' }}
        onChange={onChange}
        onDirtyChange={onDirtyChange}
      />,
    );
    const first = screen.getByLabelText('First name');
    await user.type(first, 'x');
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ name: 'first', dirty: true });
    expect(onChange.mock.lastCall?.[0].values.first).toBe('Alx');
    expect(onDirtyChange.mock.calls).toEqual([[true]]);
    await user.type(first, '{Backspace}');
    await waitFor(() => expect(onDirtyChange.mock.lastCall).toEqual([false]));
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ dirty: false, values: { first: 'Al' } });
  });

  it('does not report changed initial values (a restored draft) as a change', async () => {
    const onChange = vi.fn();
    const onDirtyChange = vi.fn();
    const { rerender } = renderWithMantine(
      <FormRenderer definition={definition} onChange={onChange} onDirtyChange={onDirtyChange} />,
    );
    rerender(
      <FormRenderer
        definition={definition}
        initialValues={{ first: 'Restored' }}
        onChange={onChange}
        onDirtyChange={onDirtyChange}
      />,
    );
    await waitFor(() =>
      expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Restored'),
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(onDirtyChange).not.toHaveBeenCalledWith(true);
  });
});
