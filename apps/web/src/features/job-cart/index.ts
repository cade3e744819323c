/** The job-cart feature's public entry: what other features may use (see .dependency-cruiser.cjs). */
export { useUpdateJobCart } from './api/job-cart.ts';
export { JobCartPanel } from './components/job-cart-panel.tsx';
