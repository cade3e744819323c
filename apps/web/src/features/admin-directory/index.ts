/** The admin-directory feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { useAdminCandidates } from './api/admin-directory.ts';
export { PositionPicker } from './components/position-picker.tsx';
