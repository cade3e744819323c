import { accountPaths } from '@opencareers/contracts/account';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';

const show = () =>
  renderRoutes(
    [{ path: '/careers/forgot-password', Component: ForgotPasswordPage }],
    '/careers/forgot-password',
    makeBoot(),
  );
const email = () => screen.getByRole('textbox', { name: /Email/ }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
const refused = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Invalid',
    fieldErrors: { email: 'Email is too long' },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('ForgotPasswordPage', () => {
  it('refuses an address that is not one and focuses it, clears the complaint once fixed, then asks for the link', async () => {
    const sent = stubApi(() => ({ body: { data: { ok: true, message: 'sent' } } }));
    show();
    send();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(email(), { target: { value: 'ada@example' } });
    send();
    await screen.findByText('Enter a valid email address');
    expect(sent).toEqual([]);

    fireEvent.change(email(), { target: { value: ' Ada@Example.com ' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid email address')).toBeNull());
    send();
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: accountPaths.forgotPassword, body: { email: 'ada@example.com' } },
    ]);
  });

  it("shows the server's complaint about the address on the field, until the address is edited", async () => {
    const sent = stubApi(() => refused);
    show();
    fireEvent.change(email(), { target: { value: 'ada@example.com' } });
    send();
    expect(await screen.findByText('Email is too long')).toBeTruthy();
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toHaveLength(1);
    fireEvent.change(email(), { target: { value: 'ada@example.org' } });
    await waitFor(() => expect(screen.queryByText('Email is too long')).toBeNull());
  });
});
