// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { hydrateServerPage, serverPage } from '../../../test/server-page.tsx';
import { prefetchAutocomplete, SuggestInput } from './suggest-input.tsx';

function Box({ after }: { after?: ReactNode }) {
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
        {after}
      </MantineProvider>
    </QueryClientProvider>
  );
}

/** Focuses the plain box while the render that replaces it is under way (a render-time effect, for the test only). */
function FocusWhileSwapping() {
  const hydrated = useHydrated();
  const box = document.querySelector<HTMLInputElement>('input[name="query"]');
  if (hydrated && box && box.getAttribute('aria-haspopup') === null && document.activeElement !== box) {
    box.focus();
    box.setSelectionRange(5, 5);
  }
  return null;
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

    // Its code is fetched once the page has hydrated (the first test: not here before).
    expect(await hydrateServerPage(container, <Box />)).toEqual([]);
    await waitFor(() => expect(input().getAttribute('aria-haspopup')).toBe('listbox'));
    expect(input().value).toBe('nurse');
    // Labelled as before: the box is still named by its label.
    expect(container.querySelector('label')!.htmlFor).toBe(input().id);
  });

  it('keeps the focus and the caret of a visitor already typing in the box', async () => {
    await prefetchAutocomplete();
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

  it('keeps the focus given after the swap rendered and before it was committed', async () => {
    // The swap is a transition, rendered in slices: a visitor (or a test's fill) can focus the
    // plain box between its render and its commit. A part rendered after the box in the same
    // transition focuses it at that moment.
    await prefetchAutocomplete();
    const container = serverPage(<Box after={<FocusWhileSwapping />} />);
    const serverInput = input();
    await hydrateServerPage(container, <Box after={<FocusWhileSwapping />} />);
    expect(input()).not.toBe(serverInput);
    expect(input().getAttribute('aria-haspopup')).toBe('listbox');
    expect(document.activeElement).toBe(input());
    expect([input().selectionStart, input().selectionEnd]).toEqual([5, 5]);
  });

  it('does not take the focus when the visitor is elsewhere', async () => {
    const container = serverPage(<Box />);
    await hydrateServerPage(container, <Box />);
    await waitFor(() => expect(input().getAttribute('aria-haspopup')).toBe('listbox'));
    expect(document.activeElement).toBe(document.body);
  });
});
