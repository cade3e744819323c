/** The forms feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { useAdminForms } from './api/admin-forms.ts';
export { I18nFormTexts } from './components/i18n-form-texts.tsx';
export { WebFormServices } from './components/web-form-services.tsx';
