import type { BootData } from '@opencareers/contracts/boot';
import { PREVIEW_MESSAGE, PREVIEW_READY_MESSAGE } from '@opencareers/contracts/preview-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { bootQueryKey } from '../boot/boot-query.ts';

/**
 * The site settings and theme builder show the real candidate site in a frame
 * (`/careers?preview=1`) and send it the unsaved draft. Only a frame of our own origin,
 * opened by a page of our own origin, listens; the draft replaces the configuration for
 * that frame alone (the boot data in its memory), so every page in it renders the draft.
 */
export const isPreviewFrame =
  typeof window !== 'undefined' &&
  window.parent !== window &&
  new URLSearchParams(window.location.search).has('preview');

export function usePreviewFrame() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isPreviewFrame) return;
    let applied = Promise.resolve();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const message = event.data as { type?: unknown; config?: unknown } | null;
      if (message?.type !== PREVIEW_MESSAGE) return;
      // The schema (and zod) load with the first draft, not with every page (issue 17). Drafts
      // are applied in the order they came: each waits for the one before.
      applied = applied
        .then(async () => {
          const { tenantConfigSchema } = await import('@opencareers/contracts/tenant-config');
          const parsed = tenantConfigSchema.safeParse(message.config);
          if (!parsed.success) return; // the form shows the errors; the preview keeps the last good draft
          queryClient.setQueryData<BootData>(bootQueryKey, (old) =>
            old ? { ...old, config: parsed.data } : old,
          );
        })
        .catch(() => undefined); // the schema could not load: keep the last good draft
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: PREVIEW_READY_MESSAGE }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, [queryClient]);
}
