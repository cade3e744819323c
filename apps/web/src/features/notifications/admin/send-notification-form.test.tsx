import { notificationPaths } from '@opencareers/contracts/notifications-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { type SentRequest, stubApi } from '../../../test/stub-api.ts';
import { SendNotificationForm } from './send-notification-form.tsx';

const notification = {
  id: 'n1',
  categoryTitle: 'Recruiting team',
  categoryKey: null,
  message: 'Please confirm your slot.',
  messageKey: null,
  messageParams: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  isClicked: false,
  redirectUrl: '/careers/interviews',
  notificationType: 'action_required',
};

const show = () =>
  renderRoutes(
    [{ path: '/', Component: SendNotificationForm }],
    '/',
    makeBoot({ loggedIn: true, role: 'admin' }),
  );
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send notification' }));
const posts = (sent: SentRequest[]) => sent.filter((r) => r.method === 'POST');

afterEach(() => vi.unstubAllGlobals());

describe('SendNotificationForm', () => {
  it('requires an address and a message, refuses an address that is not one, then sends and empties', async () => {
    const sent = stubApi(({ method }) =>
      method === 'POST' ? { body: { data: { notification } } } : { status: 404, body: {} },
    );
    show();
    send();
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(document.activeElement).toBe(field(/^Candidate's email/));
    expect(field(/^Message/).getAttribute('aria-invalid')).toBe('true');

    type(/^Candidate's email/, 'grace at example');
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(1));
    type(/^Message/, '  Please confirm your slot. ');
    send();
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    expect(posts(sent)).toEqual([]);

    type(/^Candidate's email/, ' Grace@Example.com');
    type(/^Category/, 'Recruiting team');
    type(/^Link/, '/careers/interviews');
    fireEvent.click(screen.getByRole('radio', { name: 'Action required' }));
    send();
    await waitFor(() => expect(field(/^Candidate's email/).value).toBe(''));
    expect(field(/^Message/).value).toBe('');
    expect((screen.getByRole('radio', { name: 'Information' }) as HTMLInputElement).checked).toBe(true);
    expect(posts(sent)).toEqual([
      {
        method: 'POST',
        path: notificationPaths.adminList,
        body: {
          email: 'grace@example.com',
          message: 'Please confirm your slot.',
          categoryTitle: 'Recruiting team',
          redirectUrl: '/careers/interviews',
          notificationType: 'action_required',
        },
      },
    ]);
  });

  it('leaves the blank optional fields out of the request', async () => {
    const sent = stubApi(({ method }) =>
      method === 'POST' ? { body: { data: { notification } } } : { status: 404, body: {} },
    );
    show();
    type(/^Candidate's email/, 'grace@example.com');
    type(/^Category/, '   ');
    type(/^Message/, 'Hello');
    send();
    await waitFor(() => expect(posts(sent)).toHaveLength(1));
    expect(posts(sent)[0]?.body).toEqual({
      email: 'grace@example.com',
      message: 'Hello',
      notificationType: 'read_only',
    });
  });

  it("shows the server's complaint on its field and keeps what was typed, until the field is edited", async () => {
    stubApi(({ method }) =>
      method === 'POST'
        ? {
            status: 404,
            body: {
              statusCode: 404,
              error: 'Not Found',
              message: 'No candidate',
              fieldErrors: { email: 'No candidate with this email on this site.' },
            },
          }
        : { status: 404, body: {} },
    );
    show();
    type(/^Candidate's email/, 'nobody@example.com');
    type(/^Message/, 'Hello');
    send();
    expect(await screen.findByText('No candidate with this email on this site.')).toBeTruthy();
    expect(field(/^Candidate's email/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Message/).value).toBe('Hello');
    type(/^Candidate's email/, 'somebody@example.com');
    await waitFor(() => expect(screen.queryByText('No candidate with this email on this site.')).toBeNull());
  });
});
