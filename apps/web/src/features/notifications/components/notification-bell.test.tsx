import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { settle } from '../../../test/settle.ts';
import { notificationBootDataQuery } from '../api/get-notification-boot-data.ts';

type Handler = (url: URL, init?: RequestInit) => Response | undefined;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const bootData = (overrides: Record<string, unknown> = {}) => ({
  data: {
    groupId: 'group-1',
    isLoggedIn: true,
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: true,
    loggedOutNotificationConfig: { enabled: false, message: '' },
    ...overrides,
  },
});

const notification = {
  id: '00000000-0000-4000-8000-000000000001',
  categoryTitle: 'Job offer',
  categoryKey: 'offer',
  message: 'You have a job offer for Staff Engineer.',
  messageKey: null,
  messageParams: null,
  createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
  isClicked: false,
  redirectUrl: '/careers/offer/1',
  notificationType: 'action_required',
};

/** A fetch stand-in answering the notification calls; anything else gets an empty 204. */
function serve(handler: Handler) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      return handler(url, init) ?? new Response(null, { status: 204 });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

const bell = async () =>
  within(await screen.findByRole('banner')).findByRole('button', { name: /^Notifications/ });
/** The bell as it is now (a synchronous read, for waitFor to poll). */
const bellNow = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Notifications/ });

describe('NotificationBell', () => {
  it('shows the unseen count, and opening clears it and marks everything viewed', async () => {
    const calls = serve((url) => {
      if (url.pathname === '/api/pcsx/notifications_boot_data') return json(bootData());
      if (url.pathname === '/api/pcsx/notification_badge') return json({ data: { count: 3 } });
      if (url.pathname === '/api/pcsx/notifications')
        return json({ data: { notifications: [notification] } });
      if (url.pathname.endsWith('/mark_all_viewed')) return json({ data: { updated: 3 } });
    });
    renderApp('/careers', makeBoot({ loggedIn: true }));
    await bell();
    await waitFor(() => expect(bellNow().getAttribute('aria-label')).toBe('Notifications, 3 new'));
    await userEvent.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('You have a job offer for Staff Engineer.')).toBeTruthy();
    expect(within(panel).getByText('Action required', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(panel).getByText('3 hours ago')).toBeTruthy();
    expect(within(panel).getByText('Unread')).toBeTruthy();
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
    expect(calls).toContain('POST /api/pcsx/notifications/mark_all_viewed');
  });

  it('has no tabs when the site configured no action-required notifications', async () => {
    serve((url) => {
      if (url.pathname === '/api/pcsx/notifications_boot_data')
        return json(bootData({ hasActionRequiredNotificationsConfigured: false }));
      if (url.pathname === '/api/pcsx/notification_badge') return json({ data: { count: 0 } });
      if (url.pathname === '/api/pcsx/notifications')
        return json({ data: { notifications: [notification] } });
      if (url.pathname.endsWith('/mark_all_viewed')) return json({ data: { updated: 0 } });
    });
    renderApp('/careers', makeBoot({ loggedIn: true }));
    await userEvent.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText('You have a job offer for Staff Engineer.')).toBeTruthy();
    expect(within(panel).queryAllByRole('tab')).toHaveLength(0);
  });

  it('is hidden when the site turned in-app notifications off', async () => {
    const calls = serve((url) => {
      if (url.pathname === '/api/pcsx/notifications_boot_data')
        return json(bootData({ enableCandidateInappNotifications: false }));
    });
    const boot = makeBoot({ loggedIn: true });
    const { queryClient } = renderApp('/careers', boot);
    await screen.findByRole('heading', { level: 1 });
    // Wait on state, not the clock: the bell's settings have arrived, and React has rendered them.
    const { queryKey } = notificationBootDataQuery(boot.user);
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'));
    await act(settle);
    expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls).not.toContain('GET /api/pcsx/notification_badge');
  });

  it('only logs failures: zero on the badge and an empty, caught-up list', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve((url) => {
      if (url.pathname === '/api/pcsx/notifications_boot_data') return json(bootData());
      if (url.pathname.startsWith('/api/pcsx/notification'))
        return json({ statusCode: 500, error: 'x', code: 'INTERNAL', message: 'boom' }, 500);
    });
    renderApp('/careers', makeBoot({ loggedIn: true }));
    await userEvent.click(await bell());
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText("You're all caught up!")).toBeTruthy();
    expect((await bell()).getAttribute('aria-label')).toBe('Notifications');
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
