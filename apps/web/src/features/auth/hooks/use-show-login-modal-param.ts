import { useEffect } from 'react';
import { useBoot } from '../../../lib/boot/use-boot.ts';
import { openLoginModal } from '../../../lib/login-modal/login-modal-store.ts';

/** search §2: show_login_modal equal to 1 or true opens the login modal on load. */
export function wantsLoginModal(search: string): boolean {
  const value = new URLSearchParams(search).get('show_login_modal')?.toLowerCase();
  return value === '1' || value === 'true';
}

export function useShowLoginModalParam(): void {
  const { user, config } = useBoot();
  const offer = !user.isLoggedIn && config.loginSignupConfig.candidateLoginEnabled;
  useEffect(() => {
    // Only the address the page was loaded with counts ("on load").
    if (offer && wantsLoginModal(window.location.search)) openLoginModal();
  }, [offer]);
}
