import { teamPaths } from '@opencareers/contracts/team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import type { SentRequest } from '../../../test/stub-api.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { AcceptInvitePage } from './accept-invite-page.tsx';

const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';
const invite = {
  email: 'dana@example.com',
  role: 'recruiter',
  siteName: 'Acme',
  hasAccount: false,
  loggedInAsInvitee: false,
};

/** The invitation is looked up; the acceptance is answered by `accepted`. */
const server = (accepted: () => { status?: number; body: unknown }) =>
  stubApi(({ path }) => (path === teamPaths.lookupInvite ? { body: { data: invite } } : accepted()));
const show = () =>
  renderRoutes(
    [{ path: '/careers/accept-invite', Component: AcceptInvitePage }],
    `/careers/accept-invite?token=${token}`,
    makeBoot(),
  );
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const join = () => fireEvent.click(screen.getByRole('button', { name: 'Join the team' }));
const accepts = (sent: SentRequest[]) => sent.filter((r) => r.path === teamPaths.acceptInvite);

afterEach(() => vi.unstubAllGlobals());

describe('AcceptInvitePage, for a newcomer', () => {
  it('requires both names and a long enough password, then joins with the token and goes to the console', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const sent = server(() => ({ body: { data: { ok: true } } }));
    show();
    await screen.findByRole('button', { name: 'Join the team' });
    type(/^Choose a password/, 'short');
    join();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(screen.getByText('Use at least 8 characters')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^First name/));
    expect(field(/^Last name/).getAttribute('aria-invalid')).toBe('true');
    expect(accepts(sent)).toEqual([]);

    type(/^First name/, ' Dana ');
    type(/^Last name/, 'Scully');
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    type(/^Choose a password/, 'a long passphrase');
    await waitFor(() => expect(screen.queryByText('Use at least 8 characters')).toBeNull());
    join();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/admin'));
    expect(accepts(sent)).toEqual([
      {
        method: 'POST',
        path: teamPaths.acceptInvite,
        body: { token, firstname: 'Dana', lastname: 'Scully', password: 'a long passphrase' },
      },
    ]);
  });

  it("shows the server's complaint about the password on it until it is edited", async () => {
    server(() => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Invalid',
        fieldErrors: { password: 'Too easy to guess' },
      },
    }));
    show();
    await screen.findByRole('button', { name: 'Join the team' });
    type(/^First name/, 'Dana');
    type(/^Last name/, 'Scully');
    type(/^Choose a password/, 'password');
    join();
    expect(await screen.findByText('Too easy to guess')).toBeTruthy();
    expect(field(/^Choose a password/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
    type(/^Choose a password/, 'a longer passphrase');
    await waitFor(() => expect(screen.queryByText('Too easy to guess')).toBeNull());
  });
});
