// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchBar } from './search-bar.tsx';

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

afterEach(() => {
  document.body.innerHTML = '';
});

/** The server's page of the bar, with text typed into it before the app takes it over. */
function serverPageTyped(query: string, location: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Bar onSearch={() => undefined} />);
  document.body.append(container);
  expect(box('query').value).toBe('nurse');
  box('query').value = query;
  box('location').value = location;
  return container;
}

describe('SearchBar on a server-rendered page (issue 17 item 3)', () => {
  it('keeps what was typed before hydration, and searches for it', async () => {
    const container = serverPageTyped('welder', 'Leeds');
    const onSearch = vi.fn();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Bar onSearch={onSearch} />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(box('query').value).toBe('welder');
    expect(box('location').value).toBe('Leeds');
    fireEvent.click(screen.getAllByRole('button', { name: /search/i }).at(-1)!);
    expect(onSearch).toHaveBeenCalledWith('welder', 'Leeds');
  });

  it('searches for the typed text when the search button is pressed as the app starts', async () => {
    const container = serverPageTyped('baker', '');
    const onSearch = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Bar onSearch={onSearch} />);
      // The held click (public/before-app.js) is replayed in the app's first effects.
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(onSearch).toHaveBeenCalledWith('baker', '');
  });
});
