// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderField } from '../../../test/render-field.tsx';

describe('info field', () => {
  it('shows sanitised HTML and holds no answer', async () => {
    const { submitted } = renderField({
      name: 'i',
      type: 'info',
      label: 'Note',
      help: '<b>Bold</b><img src=x onerror="alert(1)"><script>alert(2)</script>',
    });
    expect(screen.getByText('Bold').tagName).toBe('B');
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(await submitted()).toEqual({});
  });
});
