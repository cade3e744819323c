// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { endServerPageRender, startServerPageRender } from './server-page-phase.ts';
import { useHydrated } from './use-hydrated.ts';

function Probe() {
  return <p data-testid="probe">{useHydrated() ? 'in the browser' : 'server page'}</p>;
}

afterEach(() => {
  endServerPageRender();
  document.body.innerHTML = '';
});

describe('useHydrated', () => {
  it('is false on the server, and after hydration true without a hydration error', async () => {
    const container = document.createElement('div');
    startServerPageRender();
    container.innerHTML = renderToString(<Probe />);
    expect(container.textContent).toBe('server page');
    document.body.append(container);
    const errors: unknown[] = [];
    // As main.tsx does before hydrating the server's page.
    startServerPageRender();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByTestId('probe').textContent).toBe('in the browser');
  });

  it('is true at once in an app rendered without a server page', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('in the browser');
  });
});
