import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import {
  closeLoginModal,
  getLoginModalState,
  setLoginModalTab,
  useLoginModalState,
} from '../../../lib/login-modal/login-modal-store.ts';
import { useCompleteLogin } from '../hooks/use-complete-login.ts';
import { AuthPanel } from './auth-panel.tsx';

/** The one global authentication modal (search §4), opened through the login-modal store. */
export function LoginModal() {
  const { t } = useTranslation();
  const { opened, tab } = useLoginModalState();
  const completeLogin = useCompleteLogin();
  const { companyName } = useBoot().config.pcsxConfig.branding;

  const onSuccess = async () => {
    // Read before closing: closing clears the pending action.
    const { pendingAction } = getLoginModalState();
    closeLoginModal({ loggedIn: true });
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
      <AuthPanel tab={tab} onTabChange={setLoginModalTab} onSuccess={onSuccess} autoFocus />
    </Modal>
  );
}
