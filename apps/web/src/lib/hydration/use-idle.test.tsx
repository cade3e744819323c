// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useIdle } from './use-idle.ts';

function Probe() {
  return <p data-testid="probe">{useIdle() ? 'idle' : 'busy'}</p>;
}

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
const original = { ...(window as IdleWindow) };

afterEach(() => {
  cleanup(); // unmounts while the stand-ins are still there
  vi.useRealTimers();
  Object.assign(window, {
    requestIdleCallback: original.requestIdleCallback,
    cancelIdleCallback: original.cancelIdleCallback,
  });
});

describe('useIdle', () => {
  it('turns true when the browser calls back idle, not before', async () => {
    const callbacks: (() => void)[] = [];
    window.requestIdleCallback = ((cb: () => void, options?: { timeout?: number }) => {
      expect(options?.timeout).toBeGreaterThan(0);
      callbacks.push(cb);
      return callbacks.length;
    }) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = vi.fn();
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('busy');
    expect(callbacks).toHaveLength(1);
    await act(async () => callbacks[0]!());
    expect(screen.getByTestId('probe').textContent).toBe('idle');
  });

  it('cancels the wait when the part goes away first', () => {
    window.requestIdleCallback = (() => 7) as typeof window.requestIdleCallback;
    const cancel = vi.fn();
    window.cancelIdleCallback = cancel;
    render(<Probe />).unmount();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits a moment instead where the browser has no requestIdleCallback (Safari)', async () => {
    vi.useFakeTimers();
    Object.assign(window, { requestIdleCallback: undefined, cancelIdleCallback: undefined });
    render(<Probe />);
    expect(screen.getByTestId('probe').textContent).toBe('busy');
    await act(async () => vi.advanceTimersByTime(250));
    expect(screen.getByTestId('probe').textContent).toBe('idle');
  });
});
