import { accountPaths } from '@opencareers/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../../test/render-app.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';

const show = () =>
  renderRoutes(
    [{ path: '/', Component: () => <DeleteAccountModal opened onClose={() => {}} /> }],
    '/',
    makeBoot({ loggedIn: true }),
  );
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const erase = () => fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
const typeWord = 'Type DELETE in capital letters to confirm';

afterEach(() => vi.unstubAllGlobals());

describe('DeleteAccountModal', () => {
  it('asks for the password and the word, each complaint clearing once fixed, then deletes', async () => {
    const sent = stubApi(() => ({ body: { data: { ok: true } } }));
    show();
    type(/^Type DELETE to confirm/, 'delete');
    erase();
    expect(await screen.findByText('Enter your password')).toBeTruthy();
    expect(screen.getByText(typeWord)).toBeTruthy();
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Type DELETE to confirm/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Password/));
    expect(sent).toEqual([]);

    type(/^Password/, 'my secret');
    await waitFor(() => expect(screen.queryByText('Enter your password')).toBeNull());
    type(/^Type DELETE to confirm/, ' DELETE ');
    await waitFor(() => expect(screen.queryByText(typeWord)).toBeNull());
    erase();
    expect(await screen.findByText('Your account is deleted')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: accountPaths.deleteAccount,
        body: { password: 'my secret', confirm: 'DELETE' },
      },
    ]);
  });

  it("shows the server's refusal of the password on it until it is edited, and keeps the account", async () => {
    stubApi(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        fieldErrors: { password: 'The password is not correct.' },
      },
    }));
    show();
    type(/^Password/, 'wrong');
    type(/^Type DELETE to confirm/, 'DELETE');
    erase();
    expect(await screen.findByText('The password is not correct.')).toBeTruthy();
    expect(field(/^Password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Your account is deleted')).toBeNull();
    type(/^Password/, 'right');
    await waitFor(() => expect(screen.queryByText('The password is not correct.')).toBeNull());
  });
});
