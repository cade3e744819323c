import { searchReloadDelayMs } from '@opencareers/contracts/search-constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { useLoginModalState } from '../../../lib/login-modal/login-modal-store.ts';
import {
  buildSearchUrl,
  type LocationExtras,
  parseSearchUrl,
  type SearchFilters,
  type SearchUrlState,
  sameFilters,
  withFilters,
  withNewSearch,
  withPage,
  withSort,
} from '../logic/search-url-state.ts';

// Survives the page refresh that follows a login, so the sort can still be cleared after it.
const LOGIN_PENDING_KEY = 'oc.search.loginPending';

export interface SearchStateApi {
  state: SearchUrlState;
  /** The filters as the visitor has set them; they reach the address 1 s after the last change. */
  pendingFilters: SearchFilters;
  filtersPending: boolean;
  search: (query: string, location: string, extras?: LocationExtras) => void;
  setFilter: (name: string, values: string[]) => void;
  clearFilters: () => void;
  setPage: (start: number) => void;
  setSort: (sortBy: string | null) => void;
  select: (pid: string | null, options?: { push?: boolean }) => void;
  setTab: (tab: string) => void;
}

/** The search page's state, read from and written to the address (search §2, §4). */
export function useSearchState(): SearchStateApi {
  const params = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { user } = useBoot();
  const state = useMemo(() => parseSearchUrl(params, search), [params, search]);

  const latest = useRef({ state, search, pathname, routeTerms: Boolean(params.query || params.location) });
  latest.current = { state, search, pathname, routeTerms: Boolean(params.query || params.location) };

  const go = useCallback(
    (next: SearchUrlState, replace = false) => {
      const { search: current, pathname: path, routeTerms } = latest.current;
      // Terms given in the path (/careers/nurse/paris) move to the address once the visitor changes anything.
      const target = routeTerms ? '/careers' : path;
      navigate({ pathname: target, search: buildSearchUrl(next, current) }, { replace });
    },
    [navigate],
  );

  // search §4: a filter change clears the selection and reloads after a one-second delay.
  const [pendingFilters, setPendingFilters] = useState<SearchFilters>(state.filters);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pendingRef = useRef(pendingFilters);
  pendingRef.current = pendingFilters;

  // The address changed some other way (back, a link, a new search): follow it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the address's filters only.
  useEffect(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // Kept when equal: a new array of the same filters would re-render the whole search page,
    // as it did right after hydration on every first view (issue 17, Total Blocking Time).
    setPendingFilters((pending) => (sameFilters(pending, state.filters) ? pending : state.filters));
  }, [JSON.stringify(state.filters)]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const scheduleFilters = useCallback(
    (next: SearchFilters) => {
      setPendingFilters(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = null;
        const current = latest.current.state;
        if (!sameFilters(current.filters, pendingRef.current) || current.pid) {
          go(withFilters(current, pendingRef.current));
        }
      }, searchReloadDelayMs);
    },
    [go],
  );

  // search §4: logging in clears the sort option (also across the refresh that follows a login).
  const modal = useLoginModalState();
  useEffect(() => {
    if (modal.opened && !user.isLoggedIn) sessionStorage.setItem(LOGIN_PENDING_KEY, '1');
  }, [modal.opened, user.isLoggedIn]);
  const wasLoggedIn = useRef(user.isLoggedIn);
  useEffect(() => {
    const justLoggedIn =
      user.isLoggedIn && (!wasLoggedIn.current || sessionStorage.getItem(LOGIN_PENDING_KEY) === '1');
    wasLoggedIn.current = user.isLoggedIn;
    if (user.isLoggedIn || !modal.opened) sessionStorage.removeItem(LOGIN_PENDING_KEY);
    if (justLoggedIn && latest.current.state.sortBy) go({ ...latest.current.state, sortBy: null }, true);
  }, [user.isLoggedIn, modal.opened, go]);

  const filtersPending = !sameFilters(pendingFilters, state.filters);

  return {
    state,
    pendingFilters,
    filtersPending,
    search: useCallback(
      (query, location, extras) =>
        go(withNewSearch({ ...latest.current.state, filters: pendingRef.current }, query, location, extras)),
      [go],
    ),
    setFilter: useCallback(
      (name, values) => scheduleFilters({ ...pendingRef.current, [name]: values }),
      [scheduleFilters],
    ),
    clearFilters: useCallback(() => scheduleFilters({}), [scheduleFilters]),
    setPage: useCallback((start) => go(withPage(latest.current.state, start)), [go]),
    setSort: useCallback((sortBy) => go(withSort(latest.current.state, sortBy)), [go]),
    select: useCallback((pid, options) => go({ ...latest.current.state, pid }, !options?.push), [go]),
    setTab: useCallback((tab) => go({ ...latest.current.state, tab }, true), [go]),
  };
}
