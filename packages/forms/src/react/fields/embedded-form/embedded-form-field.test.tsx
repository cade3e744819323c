// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('embedded form field', () => {
  it('shows the document frame at 800 by 1132 and submits no value', async () => {
    const { submitted } = renderField({
      name: 'doc',
      type: 'embedded_form',
      label: 'Handbook',
      additionalProperties: { url: 'https://docs.example.com/handbook.pdf', title: 'Handbook PDF' },
    });
    const frame = screen.getByTitle('Handbook PDF') as HTMLIFrameElement;
    expect(frame.style.maxWidth).toBe('800px');
    expect(frame.style.height).toBe('1132px');
    expect(await submitted()).toEqual({});
  });

  it('shows the empty state without a document', () => {
    renderField({ name: 'doc', type: 'embedded_form', label: 'Handbook' });
    expect(screen.getByText('No data found')).toBeTruthy();
  });
});
