// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

/** jsdom lays nothing out: give instruction bodies the height a browser would measure. */
function contentHeight(px: number) {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return this.id.startsWith('instr-') ? px : 0;
    },
  });
}

describe('instruction field', () => {
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, 'scrollHeight');
  });

  it('shows no "Read more" when the text fits (nothing to expand)', () => {
    contentHeight(120);
    renderField({ name: 'how', type: 'instruction', label: 'How to apply', help: '<p>Short text</p>' });
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
    expect((document.getElementById('instr-how') as HTMLElement).style.maxHeight).toBe('');
  });

  it('collapses to 150px with Read more', async () => {
    contentHeight(600);
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
