// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('instruction field', () => {
  it('collapses to 150px with Read more', async () => {
    renderField({ name: 'how', type: 'instruction', label: 'How to apply', help: '<p>Long text</p>' });
    const body = document.getElementById('instr-how') as HTMLElement;
    expect(body.style.maxHeight).toBe('150px');
    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(body.style.maxHeight).toBe('');
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });
});
