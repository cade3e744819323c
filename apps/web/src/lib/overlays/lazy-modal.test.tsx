// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const inMantine = (ui: ReactElement) => <MantineProvider>{ui}</MantineProvider>;

afterEach(() => {
  vi.doUnmock('./modal-kit.ts');
  vi.resetModules();
});

describe('LazyModal and LazyDrawer', () => {
  it('fetch the dialog only when first asked to open, then show it, and close it again', async () => {
    const { LazyModal } = await import('./lazy-modal.tsx');
    const onClose = vi.fn();
    const view = render(inMantine(<LazyModal opened={false} onClose={onClose} title="Log in" />));
    expect(document.querySelector('.mantine-Modal-root')).toBeNull();

    view.rerender(
      inMantine(
        <LazyModal opened onClose={onClose} title="Log in">
          <button type="button">Continue</button>
        </LazyModal>,
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toHaveProperty('isConnected', true);
    expect(onClose).not.toHaveBeenCalled();

    view.rerender(inMantine(<LazyModal opened={false} onClose={onClose} title="Log in" />));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('open a drawer the same way', async () => {
    const { LazyDrawer } = await import('./lazy-modal.tsx');
    render(inMantine(<LazyDrawer opened onClose={() => {}} title="Filters" />));
    expect(await screen.findByRole('dialog', { name: 'Filters' })).toHaveProperty('isConnected', true);
  });

  it('give the request up, as if closed, when the code cannot be fetched', async () => {
    vi.doMock('./modal-kit.ts', () => {
      throw new Error('offline');
    });
    const { LazyModal } = await import('./lazy-modal.tsx');
    const onClose = vi.fn();
    await act(async () => {
      render(inMantine(<LazyModal opened onClose={onClose} title="Log in" />));
    });
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
