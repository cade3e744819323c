// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hydrateServerPage, serverPage } from '../../../test/server-page.tsx';
import { SearchBar } from './search-bar.tsx';
import { prefetchAutocomplete } from './suggest-input.tsx';

function Bar({ onSearch }: { onSearch: (query: string, location: string) => void }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <SearchBar query="nurse" location="" minLength={2} onSearch={onSearch} />
      </MantineProvider>
    </QueryClientProvider>
  );
}

const box = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

// The boxes' Autocomplete is fetched as the page hydrates; here before, so that no swap is still
// on its way when the file's document is torn down (hydrated roots are not unmounted).
beforeAll(() => prefetchAutocomplete());

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's page of the bar, with text typed into it before the app takes it over. */
function serverPageTyped(query: string, location: string): HTMLElement {
  const container = serverPage(<Bar onSearch={() => undefined} />);
  expect(box('query').value).toBe('nurse');
  box('query').value = query;
  box('location').value = location;
  return container;
}

describe('SearchBar on a server-rendered page (issue 17 item 3)', () => {
  it('keeps what was typed before hydration, and searches for it', async () => {
    const container = serverPageTyped('welder', 'Leeds');
    const onSearch = vi.fn();
    expect(await hydrateServerPage(container, <Bar onSearch={onSearch} />)).toEqual([]);
    expect(box('query').value).toBe('welder');
    expect(box('location').value).toBe('Leeds');
    fireEvent.click(screen.getAllByRole('button', { name: /search/i }).at(-1)!);
    expect(onSearch).toHaveBeenCalledWith('welder', 'Leeds');
  });

  it('searches for the typed text when the search button is pressed as the app starts', async () => {
    const container = serverPageTyped('baker', '');
    const onSearch = vi.fn();
    // The held click (public/before-app.js) is replayed in the app's first effects.
    await hydrateServerPage(container, <Bar onSearch={onSearch} />, () =>
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click(),
    );
    expect(onSearch).toHaveBeenCalledWith('baker', '');
  });
});
