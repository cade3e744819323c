import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { PendingLoginAction } from '../../../lib/login-modal/login-modal-store.ts';
import { useCurrentRoute } from '../../../lib/routing/route-handle.ts';
import { addressAfterLogin, planAfterLogin } from '../logic/after-login.ts';

/** Finishes a successful login: the pending action (if it applies here), then a refresh. */
export function useCompleteLogin(): (action: PendingLoginAction | null) => Promise<void> {
  const queryClient = useQueryClient();
  const pageId = useCurrentRoute().handle?.pageId;
  return useCallback(
    async (action) => {
      const plan = planAfterLogin(action, pageId);
      if (plan.runAction && action) await action.run();
      if (plan.reload) {
        const next = addressAfterLogin(window.location.href);
        if (next === window.location.href) window.location.reload();
        else window.location.replace(next);
        return;
      }
      // Without a reload, every cached answer (boot first) may depend on who is logged in.
      await queryClient.invalidateQueries();
    },
    [pageId, queryClient],
  );
}
