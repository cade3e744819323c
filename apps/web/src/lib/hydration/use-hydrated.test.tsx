// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateServerPage, serverPage } from '../../test/server-page.tsx';
import { endServerPageRender } from './server-page-phase.ts';
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
    const container = serverPage(<Probe />);
    expect(container.textContent).toBe('server page');
    expect(await hydrateServerPage(container, <Probe />)).toEqual([]);
    expect(screen.getByTestId('probe').textContent).toBe('in the browser');
  });

  it('is true at once in an app rendered without a server page', () => {
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('in the browser');
  });
});
