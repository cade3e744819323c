import type { AdminApplicationDetail } from '@opencareers/contracts/applications';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { AdminApplicationPage } from './admin-application-page.tsx';

const id = '00000000-0000-4000-8000-0000000000a1';
const start: AdminApplicationDetail = {
  id,
  status: 'submitted',
  version: 1,
  active: true,
  candidate: { id: 'c1', name: 'Sam Applicant', email: 'sam@example.com' },
  position: { id: 'p1', title: 'Data Analyst', status: 'open' },
  applied_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  submission_id: null,
  resume: null,
  interviews: [],
  offers: [],
  form_assignments: [],
  notes: [],
  answers: {},
  form: null,
  screening: [],
  attribution: { utm_source: 'x' },
  referral: null,
  history: [],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());
// Mantine's combobox scrolls the active option into view, which jsdom does not implement.
Element.prototype.scrollIntoView ??= () => {};

/** Picks an option in the status select (Mantine renders the list in a portal, shown by a transition). */
async function choose(label: string) {
  fireEvent.click(screen.getByRole('textbox', { name: 'New status' }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

/** The page on a stand-in server that keeps one application and raises its version on each move. */
function renderPage() {
  let current = start;
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith(`/api/admin/applications/${id}/status`) && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as {
          status: AdminApplicationDetail['status'];
          version: number;
        };
        posts.push(body);
        if (body.version !== current.version)
          return json({ error: { code: 'version_conflict', message: 'Moved' } }, 409);
        current = { ...current, status: body.status, version: current.version + 1 };
        return json({ data: { application: current, changed: true } });
      }
      if (url.startsWith(`/api/admin/applications/${id}`)) return json({ data: { application: current } });
      if (url.startsWith('/api/admin/forms')) return json({ data: { forms: [] } });
      return json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    }),
  );
  renderRoutes(
    [{ path: '/admin/applications/:id', element: <AdminApplicationPage /> }],
    `/admin/applications/${id}`,
    makeBoot({ loggedIn: true, role: 'admin' }),
  );
  return { posts };
}

describe('changing an application status on its admin page', () => {
  it('confirms the save after the page reads the moved application again, and the next save uses the new version', async () => {
    const { posts } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Sam Applicant' });
    // Where the candidate came from (issue 20: attribution).
    expect(screen.getByText('Source: x (utm_source)')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save status' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await choose('Interviewing');
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));

    // The confirmation outlives the refetch (version 1 → 2) that used to remount the form.
    const saved = await screen.findByTestId('status-saved');
    expect(saved.textContent).toBe('Status changed. The candidate has been notified.');
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'New status' }) as HTMLInputElement).value).toBe(
        'Interviewing',
      ),
    );
    expect(screen.getByRole('button', { name: 'Save status' }).hasAttribute('disabled')).toBe(true);
    expect(posts).toEqual([{ status: 'interviewing', version: 1 }]);

    // A new choice clears the old confirmation; saving sends the version the page now shows.
    await choose('Offered');
    expect(screen.queryByTestId('status-saved')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save status' }));
    await screen.findByTestId('status-saved');
    expect(posts).toEqual([
      { status: 'interviewing', version: 1 },
      { status: 'offered', version: 2 },
    ]);
    expect(within(screen.getByTestId('status-saved')).queryByRole('alert')).toBeNull();
  });
});
