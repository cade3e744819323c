/** The forms feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { useAdminForms } from './api/admin-forms.ts';
export { draftPayload } from './assignments/draft-payload.ts';
export type { AutosaveStatus } from './autosave/autosaver.ts';
export { FormChangedNotice } from './autosave/form-changed-notice.tsx';
export { hasUnsavedKinds, type Reconciled, reconcileAnswers } from './autosave/form-reconcile.ts';
export { LeaveGuardModal } from './autosave/leave-guard-modal.tsx';
export { SaveStatus } from './autosave/save-status.tsx';
export { autosaveDelayMs, useAutosave } from './autosave/use-autosave.ts';
export { useLeaveGuard } from './autosave/use-leave-guard.ts';
export { I18nFormTexts } from './components/i18n-form-texts.tsx';
export { WebFormServices } from './components/web-form-services.tsx';
