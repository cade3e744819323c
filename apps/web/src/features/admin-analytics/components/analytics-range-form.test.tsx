import { adminAnalyticsPaths } from '@opencareers/contracts/admin-analytics-paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { AdminAnalyticsPage } from '../routes/admin-analytics-page.tsx';

// The form as the page uses it: a range it accepts goes into the address, which the page reads
// (and asks the server for); a range it refuses stays on the inputs with the reason.
const show = () =>
  renderRoutes(
    [{ path: '/admin/analytics', Component: AdminAnalyticsPage }],
    '/admin/analytics?from=2026-01-01&to=2026-01-31',
    makeBoot({ loggedIn: true, role: 'admin' }),
  );
const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Show' }));
const reversed = 'Choose a start on or before the end, at most 366 days apart.';

afterEach(() => vi.unstubAllGlobals());

describe('the analytics range form', () => {
  it('refuses a reversed, a too long and an emptied range, each until fixed, then shows the chosen one', async () => {
    // The report itself is not this test's business: the server refuses, the page says so.
    const sent = stubApi(() => ({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'No' },
    }));
    const { router } = show();
    const reads = () => sent.filter((r) => r.path === adminAnalyticsPaths.analytics).length;
    await screen.findByText('The analytics could not be loaded.');
    expect(field(/^From/).value).toBe('2026-01-01');
    expect(reads()).toBe(1);

    type(/^From/, '2026-02-01');
    apply();
    expect(await screen.findByText(reversed)).toBeTruthy();
    expect(field(/^From/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^From/));
    type(/^From/, '2026-01-15');
    await waitFor(() => expect(screen.queryByText(reversed)).toBeNull());
    // More than 366 days: refused again as soon as it is typed.
    type(/^From/, '2024-01-01');
    expect(await screen.findByText(reversed)).toBeTruthy();
    apply();
    type(/^To/, '');
    apply();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-01-31');
    expect(reads()).toBe(1);

    type(/^To/, '2024-12-31');
    await waitFor(() => expect(screen.queryByText('Required')).toBeNull());
    type(/^From/, '2024-06-01');
    await waitFor(() => expect(screen.queryByText(reversed)).toBeNull());
    apply();
    await waitFor(() => expect(router.state.location.search).toBe('?from=2024-06-01&to=2024-12-31'));
    await waitFor(() => expect(reads()).toBe(2));
  });
});
