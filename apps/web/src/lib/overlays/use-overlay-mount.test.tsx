// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useOverlayMount } from './use-overlay-mount.ts';

/** Records every (mounted, opened) pair the hook returned, in render order. */
function Probe({ seen }: { seen: string[] }) {
  const [requested, setRequested] = useState(false);
  const overlay = useOverlayMount(requested);
  seen.push(`${overlay.mounted ? 'mounted' : 'absent'}/${overlay.opened ? 'open' : 'closed'}`);
  return (
    <>
      <button type="button" onClick={() => setRequested((r) => !r)}>
        toggle
      </button>
      {overlay.mounted ? <div data-testid="overlay">{overlay.opened ? 'open' : 'closed'}</div> : null}
    </>
  );
}

describe('useOverlayMount', () => {
  it('renders nothing until asked, then mounts closed before it opens, and stays mounted when closed', async () => {
    const seen: string[] = [];
    render(<Probe seen={seen} />);
    expect(screen.queryByTestId('overlay')).toBeNull();
    expect(new Set(seen)).toEqual(new Set(['absent/closed']));

    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    // Mounted closed first (the overlay's transition then has something to animate from).
    expect(seen[0]).toBe('mounted/closed');
    expect(seen.at(-1)).toBe('mounted/open');
    expect(screen.getByTestId('overlay').textContent).toBe('open');

    await act(async () => screen.getByRole('button').click());
    expect(screen.getByTestId('overlay').textContent).toBe('closed');

    seen.length = 0;
    await act(async () => screen.getByRole('button').click());
    // Once mounted, it opens at once.
    expect(seen).toEqual(['mounted/open']);
  });

  it('is mounted and opens when asked open from the start', async () => {
    function OpenAtStart() {
      const overlay = useOverlayMount(true);
      return <p data-testid="state">{`${overlay.mounted}/${overlay.opened}`}</p>;
    }
    render(<OpenAtStart />);
    expect(screen.getByTestId('state').textContent).toBe('true/true');
  });
});
