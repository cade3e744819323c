import { useEffect, useRef } from 'react';
import { postVslog } from '../../../lib/analytics/vslog.ts';

/**
 * The apply funnel's two last steps for the admin's analytics: `apply/started` once the form
 * is shown for a job, `apply/submitted` once it is sent (each once per job and page visit).
 */
export function useApplyLogging(positionId: string, formShown: boolean, sent: unknown): void {
  const started = useRef<string | null>(null);
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (!formShown || !positionId || started.current === positionId) return;
    started.current = positionId;
    void postVslog({
      namespace: 'apply',
      event: 'started',
      pid: positionId,
      data: { position_id: positionId },
    });
  }, [formShown, positionId]);
  useEffect(() => {
    if (!sent || !positionId || submitted.current === positionId) return;
    submitted.current = positionId;
    void postVslog({
      namespace: 'apply',
      event: 'submitted',
      pid: positionId,
      data: { position_id: positionId },
    });
  }, [sent, positionId]);
}
