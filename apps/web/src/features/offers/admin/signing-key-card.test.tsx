import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SigningKeyDetails } from './signing-key-card.tsx';

const fingerprint = Array.from({ length: 32 }, () => 'AB').join(':');
const status = {
  current: { fingerprint, created_at: '2026-11-24T10:00:00.000Z', expires_at: '2036-11-22T10:00:00.000Z' },
  retired_keys: 1,
  signed_with_older_keys: 3,
};

describe('signing key card', () => {
  it('shows the fingerprint and asks before rotating, saying signed letters stay valid', async () => {
    const onRotate = vi.fn(() => Promise.resolve());
    render(
      <MantineProvider>
        <SigningKeyDetails status={status} rotating={false} onRotate={onRotate} />
      </MantineProvider>,
    );
    expect(screen.getByText(fingerprint)).toBeTruthy();
    expect(
      screen.getByText(/3 signed letters were sealed with older keys \(1 retired\); they stay valid\./),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Rotate signing key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rotate the signing key?' });
    expect(dialog.textContent).toContain('Letters already signed stay valid');
    expect(onRotate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current key' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRotate).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Rotate signing key' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rotate key' }));
    await waitFor(() => expect(onRotate).toHaveBeenCalledTimes(1));
  }, 20_000);

  it('says when there is no key yet', () => {
    render(
      <MantineProvider>
        <SigningKeyDetails
          status={{ current: null, retired_keys: 0, signed_with_older_keys: 0 }}
          rotating={false}
          onRotate={() => Promise.resolve()}
        />
      </MantineProvider>,
    );
    expect(screen.getByText('No key yet: one is made when the first letter is signed.')).toBeTruthy();
  }, 20_000);
});
