// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerPage, serverPage } from '../../../test/server-page.tsx';
import { SuggestInput } from './suggest-input.tsx';

function Box() {
  const [value, setValue] = useState('nurse');
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <SuggestInput
          kind="query"
          label="What"
          placeholder="e.g. Data engineer"
          value={value}
          minLength={2}
          leftSection={null}
          onChange={setValue}
          onPick={setValue}
        />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const input = () => document.querySelector<HTMLInputElement>('input[name="query"]')!;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('SuggestInput on a server-rendered page (issue 17)', () => {
  it('is a plain box in the server page, and the suggesting box once hydrated', async () => {
    const container = serverPage(<Box />);
    expect(input().value).toBe('nurse');
    expect(input().getAttribute('aria-haspopup')).toBeNull();
    const label = container.querySelector('label')!;
    expect(label.htmlFor).toBe(input().id);

    expect(await hydrateServerPage(container, <Box />)).toEqual([]);
    expect(input().getAttribute('aria-haspopup')).toBe('listbox');
    expect(input().value).toBe('nurse');
    // Labelled as before: the box is still named by its label.
    expect(container.querySelector('label')!.htmlFor).toBe(input().id);
  });

  it('keeps the focus and the caret of a visitor already typing in the box', async () => {
    const container = serverPage(<Box />);
    const serverInput = input();
    await hydrateServerPage(container, <Box />, () => {
      serverInput.focus();
      serverInput.setSelectionRange(2, 4);
    });
    expect(input()).not.toBe(serverInput);
    expect(document.activeElement).toBe(input());
    expect([input().selectionStart, input().selectionEnd]).toEqual([2, 4]);
  });

  it('does not take the focus when the visitor is elsewhere', async () => {
    const container = serverPage(<Box />);
    await hydrateServerPage(container, <Box />);
    expect(input().getAttribute('aria-haspopup')).toBe('listbox');
    expect(document.activeElement).toBe(document.body);
  });
});
