import { useEffect, useRef } from 'react';
import { postVslog } from '../../../lib/analytics/vslog.ts';
import type { SearchUrlState } from '../logic/search-url-state.ts';

/**
 * One `search/results` event per search answered (not per page or selected job), with the
 * number of results: the admin's analytics lists top and zero-result queries from these.
 */
export function useSearchLogging(
  state: SearchUrlState,
  answer: { count: number } | undefined,
  isPlaceholder: boolean,
): void {
  const last = useRef<string | null>(null);
  const key = JSON.stringify([state.query, state.location, state.filters, state.point, state.bounds]);
  useEffect(() => {
    if (!answer || isPlaceholder || last.current === key) return;
    last.current = key;
    void postVslog({
      namespace: 'search',
      event: 'results',
      data: { query: state.query, location: state.location, result_count: answer.count },
    });
  }, [answer, isPlaceholder, key, state.query, state.location]);
}
