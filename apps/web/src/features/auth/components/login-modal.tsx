import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import {
  closeLoginModal,
  getLoginModalState,
  setLoginModalTab,
  useLoginModalState,
} from '../../../lib/login-modal/login-modal-store.ts';
import { useCurrentRoute } from '../../../lib/routing/route-handle.ts';
import { withCarriedParams } from '../../../lib/url/carried-params.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { adminLanding, landingAfterSignup } from '../logic/after-login.ts';
import { type AuthOutcome, AuthPanel } from './auth-panel.tsx';

/** The one global authentication modal (search §4), opened through the login-modal store. */
export function LoginModal() {
  const { t } = useTranslation();
  const { opened, tab, prefill } = useLoginModalState();
  const completeLogin = useCompleteLogin();
  const pageId = useCurrentRoute().handle?.pageId;
  const { companyName } = useBoot().config.pcsxConfig.branding;

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
    <Modal
      opened={opened}
      onClose={() => closeLoginModal({ loggedIn: false })}
      title={t('auth.modalTitle', { companyName })}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
      size="md"
      radius="lg"
      padding="xl"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <AuthPanel tab={tab} onTabChange={setLoginModalTab} onSuccess={onSuccess} autoFocus prefill={prefill} />
    </Modal>
  );
}
