import type { PageId } from '@opencareers/contracts/page-ids';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { pageViewData, positionIdFrom } from '../lib/analytics/event-data.ts';
import { postVslog } from '../lib/analytics/vslog.ts';

/** One page view per page and position shown (shell §7 Analytics). */
export function usePageViewTracking(
  pageId: PageId | undefined,
  params: Record<string, string | undefined>,
): void {
  const { pathname, search } = useLocation();
  const positionId = positionIdFrom(params, search);
  const last = useRef<string | null>(null);

  useEffect(() => {
    const key = `${pathname}|${positionId ?? ''}`;
    // StrictMode and unrelated re-renders must not count a view twice.
    if (last.current === key) return;
    const isFirst = last.current === null;
    last.current = key;
    void postVslog({
      namespace: 'pageview',
      event: 'view',
      pid: positionId,
      data: pageViewData({
        pageId,
        pathname,
        search,
        positionId,
        referrer: isFirst ? document.referrer : undefined,
      }),
    });
  }, [pathname, positionId, pageId, search]);
}
