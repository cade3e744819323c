/** The auth feature's public entry: what other features may use (see .dependency-cruiser.cjs). */

export { AuthCard } from './components/auth-card.tsx';
export { LoginModal } from './components/login-modal.tsx';
export { PasswordStrengthMeter } from './components/password-strength-meter.tsx';
