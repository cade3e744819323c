import type { OutboxMail } from '@opencareers/contracts/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { OutboxTable } from './outbox-table.tsx';

const mail = (over: Partial<OutboxMail>): OutboxMail => ({
  id: '00000000-0000-4000-8000-000000000001',
  to: 'casey@example.com',
  subject: 'Forms: Northwind Labs careers',
  text: 'Please complete the form.',
  status: 'pending',
  error: null,
  attempts: 0,
  nextAttemptAt: null,
  messageId: '<1@northwind.example>',
  createdAt: '2026-11-23T10:00:00.000Z',
  sentAt: null,
  ...over,
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('admin email outbox', () => {
  it('shows delivery status, attempts and last error, and retries a dead letter', async () => {
    let mails = [
      mail({ status: 'dead', attempts: 8, error: '421 service not available' }),
      mail({
        id: '00000000-0000-4000-8000-000000000002',
        to: 'sam@example.com',
        status: 'pending',
        attempts: 2,
        error: '421 service not available',
        nextAttemptAt: '2026-11-23T10:05:00.000Z',
      }),
    ];
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        // The path only: every call also carries the language on screen (`hl`, issue 21).
        calls.push(`${init?.method ?? 'GET'} ${url.split('?')[0]}`);
        if (init?.method === 'POST') {
          mails = [{ ...mails[0]!, status: 'pending', attempts: 0 }, mails[1]!];
          return json({ data: { mail: mails[0] } });
        }
        return json({ data: { mails, total: mails.length } });
      }),
    );
    renderRoutes([{ path: '/', element: <OutboxTable /> }], '/', makeBoot({ loggedIn: true, role: 'admin' }));
    expect(await screen.findByText('Not delivered')).toBeTruthy();
    expect(screen.getByText('Waiting')).toBeTruthy();
    expect(screen.getByText('8 attempts')).toBeTruthy();
    expect(screen.getByText(/^2 attempts · next try/)).toBeTruthy();
    expect(screen.getAllByText('Last error: 421 service not available')).toHaveLength(2);
    // Only the dead letter offers a retry.
    const retry = screen.getByRole('button', {
      name: 'Retry sending “Forms: Northwind Labs careers” to casey@example.com',
    });
    expect(screen.getAllByRole('button', { name: /^Retry sending/ })).toHaveLength(1);

    fireEvent.click(retry);
    expect(await screen.findByText('The email to casey@example.com will be sent again.')).toBeTruthy();
    expect(calls).toContain(
      'POST /api/admin/notifications/outbox/00000000-0000-4000-8000-000000000001/retry',
    );
    // The outbox is read again: the mail now waits for the relay.
    await vi.waitFor(() => expect(screen.getAllByText('Waiting')).toHaveLength(2));
    expect(screen.getByRole('status').textContent).toBe('The email to casey@example.com will be sent again.');
    expect(screen.queryAllByRole('button', { name: /^Retry sending/ })).toHaveLength(0);
  }, 30_000);
});
