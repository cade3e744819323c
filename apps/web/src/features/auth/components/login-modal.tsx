import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { loadLaterParts } from '../../../lib/later-parts/later-parts.ts';
import { lazyPart, useLazyPart } from '../../../lib/lazy/lazy-part.ts';
import {
  closeLoginModal,
  getLoginModalState,
  setLoginModalTab,
  useLoginModalState,
} from '../../../lib/login-modal/login-modal-store.ts';
import { LazyModal, prefetchModalKit } from '../../../lib/overlays/lazy-modal.tsx';
import { useCurrentRoute } from '../../../lib/routing/route-handle.ts';
import { withCarriedParams } from '../../../lib/url/carried-params.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { adminLanding, landingAfterSignup } from '../logic/after-login.ts';
import type { AuthOutcome } from './auth-panel.tsx';

/*
 * The login and sign-up forms (and what they need: password fields, tabs, validation) are a
 * chunk of their own, fetched the first time the modal is asked to open, so pages that never
 * open it do not load them (issue 17, docs/performance.md). The modal opens once the forms are
 * there, so it never shows empty, and stays mounted afterwards (focus return, transitions).
 */
// With the messages that do not ship with the entry (the forms' labels and errors).
const authPanelPart = lazyPart(() =>
  Promise.all([import('./auth-panel.tsx'), loadLaterParts()]).then(([m]) => m.AuthPanel),
);

/** The one global authentication modal (search §4), opened through the login-modal store. */
export function LoginModal() {
  const { t } = useTranslation();
  const { opened, tab, prefill } = useLoginModalState();
  const completeLogin = useCompleteLogin();
  const pageId = useCurrentRoute().handle?.pageId;
  const { companyName } = useBoot().config.pcsxConfig.branding;
  const { value: AuthPanel, failed } = useLazyPart(authPanelPart, opened);
  // A failed load (offline, a release replaced the chunk) closes the request as if the visitor
  // had closed the modal, so nothing waits on it; the next open tries again.
  useEffect(() => {
    if (failed) closeLoginModal({ loggedIn: false });
  }, [failed]);
  // The dialog's own code comes alongside the forms, not after them.
  useEffect(() => {
    if (opened) prefetchModalKit();
  }, [opened]);

  const onSuccess = async (result: unknown, how: AuthOutcome) => {
    // Read before closing: closing clears the pending action and the protected page's wait.
    const { pendingAction, onClose } = getLoginModalState();
    closeLoginModal({ loggedIn: true });
    const landing =
      how === 'signup'
        ? landingAfterSignup({ next: null, waiting: pendingAction !== null || onClose !== null, pageId })
        : adminLanding(result, window.location.pathname, false);
    if (landing) {
      window.location.assign(withCarriedParams(landing, window.location.search));
      return;
    }
    await completeLogin(pendingAction);
  };

  return (
    <LazyModal
      opened={opened && AuthPanel !== undefined}
      onClose={() => closeLoginModal({ loggedIn: false })}
      title={t('auth.modalTitle', { companyName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      size="md"
      radius="lg"
      padding="xl"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {AuthPanel ? (
        <AuthPanel
          tab={tab}
          onTabChange={setLoginModalTab}
          onSuccess={onSuccess}
          autoFocus
          prefill={prefill}
        />
      ) : null}
    </LazyModal>
  );
}
