import type { Application } from '@opencareers/contracts/applications';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { ApplicationCard } from './application-card.tsx';

const application = (over: Partial<Application> = {}): Application => ({
  id: 'a1',
  status: 'interviewing',
  active: true,
  position: { id: 'p1', title: 'Product Designer', location: 'Berlin, Germany', status: 'open' },
  applied_at: '2026-03-04T10:00:00.000Z',
  updated_at: '2026-03-06T10:00:00.000Z',
  history: [
    { from: null, to: 'submitted', at: '2026-03-04T10:00:00.000Z' },
    { from: 'submitted', to: 'interviewing', at: '2026-03-06T10:00:00.000Z' },
  ],
  ...over,
});

const show = (a: Application) =>
  renderRoutes(
    [{ path: '/careers/applications', Component: () => <ApplicationCard application={a} /> }],
    '/careers/applications?domain=acme.example',
    makeBoot({ loggedIn: true }),
  );

describe('application card', () => {
  it('links the job (keeping the tenant), shows the status label, date and a withdraw action', async () => {
    show(application());
    const title = await screen.findByRole('link', { name: 'Product Designer' });
    expect(title.getAttribute('href')).toBe('/careers/job/p1?domain=acme.example');
    const viewJob = screen.getByRole('link', { name: 'View the job: Product Designer' });
    expect(viewJob.getAttribute('href')).toBe('/careers/job/p1?domain=acme.example');
    expect(screen.getByText('Interviewing')).toBeTruthy();
    expect(screen.getByText('Applied Mar 4, 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
  });

  it('opens the history newest first', async () => {
    show(application());
    const toggle = await screen.findByRole('button', { name: 'Show history' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide history' }).getAttribute('aria-expanded')).toBe('true');
    const steps = screen.getAllByText(/^(Submitted|Interviewing)$/).map((n) => n.textContent);
    // The badge first, then the timeline: the current step before the submission.
    expect(steps).toEqual(['Interviewing', 'Interviewing', 'Submitted']);
  });

  it('offers no withdraw once the application has ended, and says when the job closed', async () => {
    show(
      application({
        status: 'submitted',
        active: false,
        position: { id: 'p1', title: 'Product Designer', location: '', status: 'closed' },
      }),
    );
    await screen.findByText('This position has closed.');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});
