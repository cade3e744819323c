import { teamPaths } from '@opencareers/contracts/team';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { InviteForm } from './invite-form.tsx';

const invite = {
  id: '6f1c1a52-7a4e-4a8e-9b55-1f0d0c7f4a11',
  email: 'dana@example.com',
  role: 'recruiter',
  invitedBy: 'Ada',
  createdAt: '2026-11-29T10:00:00.000Z',
  expiresAt: '2026-12-06T10:00:00.000Z',
  expired: false,
};

const show = () =>
  renderRoutes([{ path: '/', Component: InviteForm }], '/', makeBoot({ loggedIn: true, role: 'admin' }));
const email = () => screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement;
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));

afterEach(() => vi.unstubAllGlobals());

describe('InviteForm', () => {
  it('refuses an address that is not one, clears the complaint once fixed, then invites and empties the field', async () => {
    const sent = stubApi(({ method }) =>
      method === 'POST' ? { body: { data: { invite } } } : { status: 404, body: {} },
    );
    show();
    fireEvent.change(email(), { target: { value: 'dana at example' } });
    send();
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(sent.filter((r) => r.method === 'POST')).toEqual([]);

    fireEvent.change(email(), { target: { value: ' Dana@Example.com' } });
    await waitFor(() => expect(screen.queryByText('Enter a valid email address.')).toBeNull());
    send();
    await waitFor(() => expect(email().value).toBe(''));
    expect(sent.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: teamPaths.invites, body: { email: 'dana@example.com', role: 'recruiter' } },
    ]);
  });

  it("shows the server's refusal of the address on the field and keeps what was typed", async () => {
    stubApi(() => ({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        message: 'Taken',
        fieldErrors: { email: 'Already a member' },
      },
    }));
    show();
    fireEvent.change(email(), { target: { value: 'dana@example.com' } });
    send();
    expect(await screen.findByText('Already a member')).toBeTruthy();
    expect(email().value).toBe('dana@example.com');
  });
});
