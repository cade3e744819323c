import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import type { FieldItem } from '../core/definition-schema.ts';
import { FormRenderer, type FormRendererProps } from '../react/form-renderer.tsx';
import { renderWithMantine } from './render.tsx';
import { settle } from './settle.ts';

/** One field in a plain form, with a spy for what a submit sends. */
export function renderField(items: FieldItem | FieldItem[], props: Partial<FormRendererProps> = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  const list = Array.isArray(items) ? items : [items];
  const utils = renderWithMantine(
    <FormRenderer
      definition={{ sections: [{ title: 'Section', items: list }] }}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  const submit = async () => {
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  };
  /** Submits and answers the values sent, or undefined when validation stopped it. */
  const submitted = async (): Promise<Record<string, unknown> | undefined> => {
    onSubmit.mockClear();
    await submit();
    // The submit handler validates asynchronously; let it run to its end (or to its stop).
    await act(settle);
    await waitFor(() => expect(document.querySelector('button[type="submit"][data-loading]')).toBeNull());
    return onSubmit.mock.calls[0]?.[0] as Record<string, unknown> | undefined;
  };
  return { ...utils, user, onSubmit, submit, submitted };
}

/** A field's own error line (the error summary repeats the text as a link). */
export const inlineError = (text: string) => screen.getByText(text, { selector: '[id$="-error"]' });
