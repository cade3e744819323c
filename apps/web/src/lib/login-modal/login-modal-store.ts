import { useSyncExternalStore } from 'react';

export type LoginTab = 'login' | 'signup';

/** Something to do once the visitor has logged in (spec search §4). */
export interface PendingLoginAction {
  run: () => void | Promise<void>;
  /** Page identifiers on which the action runs after login; default ['login']. */
  routes?: readonly string[];
  /** Do not refresh the page after login, e.g. because the action navigates itself. */
  skipReload?: boolean;
}

export interface LoginModalCloseOutcome {
  loggedIn: boolean;
}

/** Values already known (typed into an application form): the forms start with them. */
export interface LoginPrefill {
  email?: string;
  firstname?: string;
  lastname?: string;
}

export interface LoginModalState {
  opened: boolean;
  prefill: LoginPrefill | null;
  tab: LoginTab;
  /** The modal holds one pending action; opening it again with a new one replaces it. */
  pendingAction: PendingLoginAction | null;
  onClose: ((outcome: LoginModalCloseOutcome) => void) | null;
}

export interface OpenLoginModalOptions {
  tab?: LoginTab;
  action?: PendingLoginAction;
  onClose?: (outcome: LoginModalCloseOutcome) => void;
  prefill?: LoginPrefill;
}

const closedState: LoginModalState = {
  opened: false,
  tab: 'login',
  pendingAction: null,
  onClose: null,
  prefill: null,
};

/*
 * One global modal, opened from anywhere (navbar, route guard, the show_login_modal address
 * parameter), so its state lives outside React in a tiny store rather than in a feature.
 */
let state: LoginModalState = closedState;
const listeners = new Set<() => void>();

function setState(next: LoginModalState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function openLoginModal(options: OpenLoginModalOptions = {}): void {
  setState({
    opened: true,
    tab: options.tab ?? (state.opened ? state.tab : 'login'),
    pendingAction: options.action ?? (state.opened ? state.pendingAction : null),
    onClose: options.onClose ?? (state.opened ? state.onClose : null),
    prefill: options.prefill ?? (state.opened ? state.prefill : null),
  });
}

export function closeLoginModal(outcome: LoginModalCloseOutcome = { loggedIn: false }): void {
  if (!state.opened) return;
  const { onClose } = state;
  setState(closedState);
  onClose?.(outcome);
}

export function setLoginModalTab(tab: LoginTab): void {
  if (state.opened) setState({ ...state, tab });
}

export function getLoginModalState(): LoginModalState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLoginModalState(): LoginModalState {
  return useSyncExternalStore(subscribe, getLoginModalState, getLoginModalState);
}
