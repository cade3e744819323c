import { accountPaths } from '@opencareers/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const show = () =>
  renderRoutes(
    [{ path: '/careers/reset-password', Component: ResetPasswordPage }],
    `/careers/reset-password?token=${token}`,
    makeBoot(),
  );
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save new password' }));

afterEach(() => vi.unstubAllGlobals());

describe('ResetPasswordPage', () => {
  it('refuses a short password and a different confirmation, focuses the first, then saves with the token', async () => {
    const sent = stubApi(() => ({ body: { data: { ok: true } } }));
    show();
    type(/^New password/, 'short');
    type(/^Repeat the new password/, 'other');
    save();
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords are not the same')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^New password/));
    expect(sent).toEqual([]);

    type(/^New password/, 'a long enough passphrase');
    await waitFor(() => expect(screen.queryByText('Use at least 8 characters')).toBeNull());
    type(/^Repeat the new password/, 'a long enough passphrase');
    await waitFor(() => expect(screen.queryByText('The two passwords are not the same')).toBeNull());
    save();
    expect(await screen.findByText('Password changed')).toBeTruthy();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: accountPaths.resetPassword,
        body: { token, password: 'a long enough passphrase' },
      },
    ]);
  });

  it("shows the server's complaint about the password on it, and a used link in an alert", async () => {
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        fieldErrors: { password: 'Too common' },
      },
    };
    stubApi(() => answer);
    show();
    type(/^New password/, 'password1');
    type(/^Repeat the new password/, 'password1');
    save();
    expect(await screen.findByText('Too common')).toBeTruthy();
    expect(field(/^New password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    type(/^New password/, 'password12');
    await waitFor(() => expect(screen.queryByText('Too common')).toBeNull());

    answer = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Bad token', code: 'INVALID_TOKEN' },
    };
    type(/^Repeat the new password/, 'password12');
    save();
    expect((await screen.findByRole('alert')).textContent).toContain('This reset link is not valid');
  });
});
