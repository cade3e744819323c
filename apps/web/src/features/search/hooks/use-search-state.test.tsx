import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeLoginModal, openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';
import { makeBoot } from '../../../test/boot-fixture.ts';
import { renderRoutes } from '../../../test/render-app.tsx';
import { useSearchState } from './use-search-state.ts';

function Probe() {
  const api = useSearchState();
  return (
    <div>
      <output data-testid="filters">{JSON.stringify(api.pendingFilters)}</output>
      <output data-testid="pending">{String(api.filtersPending)}</output>
      <button type="button" onClick={() => api.setFilter('department', ['Sales'])}>
        sales
      </button>
      <button type="button" onClick={() => api.setFilter('seniority', ['senior'])}>
        senior
      </button>
      <button type="button" onClick={() => api.search('nurse', 'Paris')}>
        search
      </button>
    </div>
  );
}

const routes = [{ path: '/careers/:query?/:location?', Component: Probe }];
const address = (router: ReturnType<typeof renderRoutes>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('useSearchState (search §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
    closeLoginModal();
  });

  it('shows a filter change at once but writes it to the address one second after the last change', () => {
    const { router } = renderRoutes(routes, '/careers?pid=p1&start=20&domain=d', makeBoot());
    fireEvent.click(screen.getByText('sales'));
    expect(screen.getByTestId('pending').textContent).toBe('true');
    act(() => vi.advanceTimersByTime(900));
    fireEvent.click(screen.getByText('senior'));
    act(() => vi.advanceTimersByTime(900));
    // Still waiting: the second change restarted the delay.
    expect(address(router)).toBe('/careers?pid=p1&start=20&domain=d');
    act(() => vi.advanceTimersByTime(100));
    expect(address(router)).toBe('/careers?domain=d&filter_department=Sales&filter_seniority=senior');
    expect(screen.getByTestId('pending').textContent).toBe('false');
  });

  it('moves route-supplied terms to the address on a new search, back on page one', () => {
    const { router } = renderRoutes(routes, '/careers/old-job/rome?start=30&utm_source=x', makeBoot());
    fireEvent.click(screen.getByText('search'));
    expect(address(router)).toBe('/careers?utm_source=x&query=nurse&location=Paris');
  });

  it('clears the sort once the visitor has logged in, also across the refresh after login', () => {
    const loggedOut = renderRoutes(routes, '/careers?sort_by=newest', makeBoot());
    act(() => openLoginModal());
    loggedOut.unmount();
    // The page is reloaded logged in, with the same address.
    const { router } = renderRoutes(routes, '/careers?sort_by=newest', makeBoot({ loggedIn: true }));
    expect(address(router)).toBe('/careers');
  });

  it('keeps the sort of a visitor who was already logged in', () => {
    const { router } = renderRoutes(routes, '/careers?sort_by=newest', makeBoot({ loggedIn: true }));
    expect(address(router)).toBe('/careers?sort_by=newest');
  });
});
