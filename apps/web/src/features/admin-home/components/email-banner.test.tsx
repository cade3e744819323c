import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { EmailBanner } from './email-banner.tsx';

/** GET /api/admin/home answering that email is not configured. */
function serveEmailOff() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            data: {
              newApplications: { count: 0, since: new Date().toISOString() },
              offersAwaitingAnswer: 0,
              formsOverdue: 0,
              jobsClosingSoon: { count: 0, withinDays: 14 },
              openJobs: 0,
              draftJobs: 0,
              emailConfigured: false,
            },
          }),
          { status: 200, headers: { 'content-type': 'application/json' } },
        ),
    ),
  );
}

afterEach(() => vi.unstubAllGlobals());

const render = (role: 'admin' | 'recruiter') =>
  renderRoutes([{ path: '/admin', element: <EmailBanner /> }], '/admin', makeBoot({ loggedIn: true, role }));

describe('EmailBanner', () => {
  it('tells an admin that email is off and links to the outbox', async () => {
    serveEmailOff();
    render('admin');
    await screen.findByText('Email is not configured');
    expect(screen.getByRole('link', { name: 'Open the outbox' }).getAttribute('href')).toBe(
      '/admin/notifications',
    );
  });

  it('tells a recruiter too, without a link to the outbox they may not open', async () => {
    serveEmailOff();
    render('recruiter');
    await screen.findByText('Email is not configured');
    expect(screen.queryByRole('link', { name: 'Open the outbox' })).toBeNull();
  });
});
