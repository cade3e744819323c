// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endServerPageRender, startServerPageRender } from '../hydration/server-page-phase.ts';
import { useMinWidth } from './use-min-width.ts';

function Probe() {
  const wide = useMinWidth(1024);
  return <p data-testid="probe">{wide === undefined ? 'unknown' : wide ? 'two panes' : 'one pane'}</p>;
}

/** A window of the given width, as far as matchMedia('(min-width: Npx)') tells. */
function windowWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

afterEach(() => {
  endServerPageRender();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('useMinWidth', () => {
  it('answers unknown on the server, whatever the request looked like', () => {
    windowWidth(1280);
    // As the server entry does (jsdom gives this test a window the server does not have).
    startServerPageRender();
    expect(renderToString(<Probe />)).toContain('unknown');
  });

  it.each([
    [390, 'one pane'],
    [1280, 'two panes'],
  ])('hydrates the unknown width without an error, then shows the real one (%i px)', async (width, shown) => {
    const container = document.createElement('div');
    startServerPageRender();
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    windowWidth(width);
    const errors: unknown[] = [];
    // As main.tsx does before hydrating the server's page.
    startServerPageRender();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(screen.getByTestId('probe').textContent).toBe(shown);
  });

  it('reads the real width at once when rendered without a server page', () => {
    windowWidth(1280);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('two panes');
  });
});

describe('useMinWidth after hydration', () => {
  it('reads the real width at once in a part mounted once the page is hydrated', () => {
    startServerPageRender();
    endServerPageRender();
    windowWidth(390);
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('one pane');
  });

  it('answers unknown while the page hydrates, even where the width is known', () => {
    windowWidth(1280);
    startServerPageRender();
    let seen: boolean | undefined | 'not rendered' = 'not rendered';
    function FirstRender() {
      const wide = useMinWidth(1024);
      if (seen === 'not rendered') seen = wide;
      return null;
    }
    render(<FirstRender />);
    expect(seen).toBeUndefined();
  });
});
