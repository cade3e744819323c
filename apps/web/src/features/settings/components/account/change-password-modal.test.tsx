import { accountPaths } from '@opencareers/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../../test/render-app.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { ChangePasswordModal } from './change-password-modal.tsx';

function show(onClose = vi.fn()) {
  renderRoutes(
    [{ path: '/', Component: () => <ChangePasswordModal opened onClose={onClose} /> }],
    '/',
    makeBoot({ loggedIn: true }),
  );
  return onClose;
}
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const change = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

afterEach(() => vi.unstubAllGlobals());

describe('ChangePasswordModal', () => {
  it('refuses a missing current password, a short new one and a different repeat, then changes it', async () => {
    const sent = stubApi(() => ({ body: { data: { ok: true } } }));
    const onClose = show();
    type(/^New password/, 'short');
    type(/^Repeat the new password/, 'shorter');
    change();
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Current password/));
    expect(sent).toEqual([]);

    type(/^Current password/, 'old secret');
    await waitFor(() => expect(screen.queryByText('Enter your password')).toBeNull());
    type(/^New password/, 'a new passphrase');
    type(/^Repeat the new password/, 'a new passphrase');
    change();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: accountPaths.changePassword,
        body: { currentPassword: 'old secret', newPassword: 'a new passphrase' },
      },
    ]);
  });

  it("shows the server's refusal of the current password on it until it is edited", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        fieldErrors: { currentPassword: 'Your current password is not correct.' },
      },
    }));
    const onClose = show();
    type(/^Current password/, 'wrong one');
    type(/^New password/, 'a new passphrase');
    type(/^Repeat the new password/, 'a new passphrase');
    change();
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
    expect(field(/^Current password/).getAttribute('aria-invalid')).toBe('true');
    // No alert besides the note about other devices: the complaint is the field's.
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'You stay logged in here; everywhere else you will need the new password.',
    ]);
    expect(onClose).not.toHaveBeenCalled();
    type(/^Current password/, 'right one');
    await waitFor(() => expect(screen.queryByText('Your current password is not correct.')).toBeNull());
  });
});
