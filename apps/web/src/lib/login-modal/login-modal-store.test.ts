import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  closeLoginModal,
  getLoginModalState,
  openLoginModal,
  setLoginModalTab,
} from './login-modal-store.ts';

afterEach(() => closeLoginModal());

describe('login modal store', () => {
  it('opens on the Log in tab without a pending action by default', () => {
    openLoginModal();
    expect(getLoginModalState()).toMatchObject({ opened: true, tab: 'login', pendingAction: null });
  });

  it('holds one pending action: opening again with a new one replaces it', () => {
    const first = { run: vi.fn() };
    const second = { run: vi.fn() };
    openLoginModal({ action: first });
    openLoginModal({ action: second });
    expect(getLoginModalState().pendingAction).toBe(second);
  });

  it('keeps what an earlier opener asked for when reopened without it', () => {
    const onClose = vi.fn();
    const action = { run: vi.fn() };
    openLoginModal({ action, onClose, tab: 'signup' });
    openLoginModal();
    expect(getLoginModalState()).toMatchObject({ pendingAction: action, onClose, tab: 'signup' });
  });

  it('tells the opener how it closed and forgets the pending action', () => {
    const onClose = vi.fn();
    openLoginModal({ onClose, action: { run: vi.fn() } });
    closeLoginModal({ loggedIn: false });
    expect(onClose).toHaveBeenCalledWith({ loggedIn: false });
    expect(getLoginModalState()).toMatchObject({ opened: false, pendingAction: null, onClose: null });
  });

  it('does not call onClose twice, nor switch tabs while closed', () => {
    const onClose = vi.fn();
    openLoginModal({ onClose });
    closeLoginModal({ loggedIn: true });
    closeLoginModal();
    setLoginModalTab('signup');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getLoginModalState().tab).toBe('login');
  });
});
