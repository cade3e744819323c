import { useEffect, useMemo, useRef, useState } from 'react';
import { type AutosaveStatus, createAutosaver } from './autosaver.ts';

/** How long typing must pause before the answers are saved. */
export const autosaveDelayMs = 1000;

/**
 * Autosave for a form page: pass `change` to FormRenderer's onChange (its values). Saves
 * ~1 s after the last change, retries when the browser comes back online, and tries a last
 * save when the page is hidden (tab closed, app switched).
 */
export function useAutosave(save: ((values: Record<string, unknown>) => Promise<void>) | undefined) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const saveRef = useRef(save);
  saveRef.current = save;
  const enabled = !!save;
  const saver = useMemo(
    () =>
      createAutosaver<Record<string, unknown>>({
        delayMs: autosaveDelayMs,
        onStatus: setStatus,
        save: (values) => saveRef.current?.(values) ?? Promise.resolve(),
      }),
    [],
  );
  useEffect(() => {
    const online = () => void saver.retry();
    const hidden = () => {
      if (document.visibilityState === 'hidden') void saver.flush();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', hidden);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [saver]);
  useEffect(() => () => saver.dispose(), [saver]);
  return {
    status: enabled ? status : 'idle',
    change: (values: Record<string, unknown>) => {
      if (enabled) saver.change(values);
    },
    flush: saver.flush,
    /**
     * Wraps a form's submit: no draft save starts while it runs (one under way is waited for),
     * so a draft is never written after the answers it holds were sent. `submit` answers true
     * when the answers went through (see the autosaver's `submitting`).
     */
    whileSubmitting:
      (submit: (values: Record<string, unknown>) => unknown) => (values: Record<string, unknown>) =>
        saver.submitting(() => submit(values)),
    unsaved: enabled && (status === 'pending' || status === 'saving' || status === 'failed'),
  };
}
